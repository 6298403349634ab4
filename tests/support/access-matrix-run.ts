/**
 * The access matrix's machinery: operations generated from the schema (every root field with a
 * selection of all its readable fields), arguments filled from a persona's own or another tenant's
 * objects, answers classified, and allowed answers scanned for fields the persona may not see.
 */
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { Hidden, Scope } from '@portal/schema';

/** The objects of one tenant the arguments are filled from. */
export interface TenantObjects {
  slug: string;
  officeId: string;
  clientId: string;
  campaignId: string;
  userId: string;
  packageId: string;
  audienceId: string;
  propertyId: string;
  orderId: string;
}

const MAX_DEPTH = 3;

/** A selection of every field without required arguments, `depth` levels down. */
export const selectionOf = (type: GraphQLNamedType, depth = 0): string => {
  if (!isObjectType(type)) return isLeafType(type) ? '' : '{ __typename }';
  const fields = Object.values(type.getFields()).filter((f) => !f.args.some((a) => isNonNullType(a.type)));
  const parts: string[] = [];
  for (const field of fields) {
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(field.name);
    else if (depth < MAX_DEPTH && isObjectType(named)) parts.push(`${field.name} ${selectionOf(named, depth + 1)}`);
  }
  return `{ ${parts.length ? parts.join(' ') : '__typename'} }`;
};

/** A value of an input type: required fields filled with placeholders, tenant keys with the tenant's objects. */
const placeholder = (type: GraphQLInputType, name: string, scope: Scope, t: TenantObjects): unknown => {
  const named = getNamedType(type);
  const tenantValue = tenantArgument(name, scope, t, isNonNullType(type));
  if (tenantValue !== undefined) return isListType(getNullableType(type)) ? [tenantValue] : tenantValue;
  let value: unknown;
  if (isInputObjectType(named)) {
    const object: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields())) {
      const own = tenantArgument(field.name, scope, t, isNonNullType(field.type));
      if (own !== undefined || isNonNullType(field.type))
        object[field.name] = placeholder(field.type, field.name, scope, t);
    }
    value = object;
  } else if (isEnumType(named)) value = named.getValues()[0]!.value;
  else
    switch (named.name) {
      case 'Int':
      case 'Float':
        value = 1;
        break;
      case 'Boolean':
        value = false;
        break;
      case 'Date':
        value = '2030-01-01';
        break;
      case 'DateTime':
        value = '2030-01-01T00:00:00Z';
        break;
      case 'ID':
        value = '999999';
        break;
      default:
        value = 'x';
    }
  return isListType(getNullableType(type)) ? [value] : value;
};

/** The scope each tenant key belongs to: an optional argument is filled only when it is the row's own. */
const KEY_SCOPE: Record<string, Scope> = {
  slug: 'office',
  officeId: 'office',
  officeIds: 'office',
  agencyId: 'office',
  clientId: 'client',
  campaignId: 'campaign',
  userId: 'user',
  packageId: 'package',
  audienceId: 'audience',
  propertyId: 'property',
  orderId: 'campaign',
};

const KEY_VALUE: Record<string, keyof TenantObjects> = {
  slug: 'slug',
  officeId: 'officeId',
  officeIds: 'officeId',
  agencyId: 'officeId',
  clientId: 'clientId',
  campaignId: 'campaignId',
  userId: 'userId',
  packageId: 'packageId',
  audienceId: 'audienceId',
  propertyId: 'propertyId',
  orderId: 'orderId',
};

const ID_OF_SCOPE: Partial<Record<Scope, keyof TenantObjects>> = {
  client: 'clientId',
  office: 'officeId',
  campaign: 'campaignId',
  property: 'propertyId',
  user: 'userId',
  package: 'packageId',
  audience: 'audienceId',
};

/**
 * The tenant's object for an argument or input field named `name`, or undefined for a plain value.
 * `required`: a required key is always the tenant's; an optional one only when it is the row's scope.
 */
const tenantArgument = (name: string, scope: Scope, t: TenantObjects, required = true): string | undefined => {
  if (name === 'id') {
    const key = ID_OF_SCOPE[scope];
    return key ? t[key] : undefined;
  }
  const key = KEY_VALUE[name];
  if (!key) return undefined;
  if (!required && KEY_SCOPE[name] !== scope && !(name === 'slug')) return undefined;
  return t[key];
};

/** The operation for one root field and its variables for a tenant. */
export const operationFor = (
  schema: GraphQLSchema,
  root: 'Query' | 'Mutation' | 'Subscription',
  field: GraphQLField<unknown, unknown>,
  scope: Scope,
  tenant: TenantObjects,
): { query: string; variables: Record<string, unknown> } => {
  const variables: Record<string, unknown> = {};
  const declared: string[] = [];
  const passed: string[] = [];
  for (const arg of field.args as readonly GraphQLArgument[]) {
    const own = tenantArgument(arg.name, scope, tenant, isNonNullType(arg.type));
    if (own === undefined && !isNonNullType(arg.type)) continue;
    variables[arg.name] = placeholder(arg.type, arg.name, scope, tenant);
    declared.push(`$${arg.name}: ${String(arg.type)}`);
    passed.push(`${arg.name}: $${arg.name}`);
  }
  const keyword = root === 'Query' ? 'query' : root === 'Mutation' ? 'mutation' : 'subscription';
  const head = declared.length ? `(${declared.join(', ')})` : '';
  const call = passed.length ? `${field.name}(${passed.join(', ')})` : field.name;
  const selection = selectionOf(getNamedType(field.type));
  void schema;
  return { query: `${keyword} Matrix${head} { ${call} ${selection} }`, variables };
};

/** What the SDL's descriptions say a field hides, per role (`Null for agents`, `Null without viewNotes`, ...). */
const hiddenOf = (description: string | null | undefined): Hidden | null => {
  if (!description) return null;
  if (/null for agents|null without viewprices/i.test(description)) return 'prices';
  if (/null without viewnotes/i.test(description)) return 'notes';
  if (/null without viewfinance/i.test(description)) return 'finance';
  if (/^admins only/i.test(description)) return 'partner';
  return null;
};

/**
 * Paths in an answer holding a value the persona may not see: fields the SDL marks as hidden for
 * a class in `hidden` and that are neither null nor false.
 */
export const leaksIn = (type: GraphQLObjectType, value: unknown, hidden: ReadonlySet<Hidden>, path = ''): string[] => {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaksIn(type, v, hidden, `${path}[${i}]`));
  const out: string[] = [];
  const fields = type.getFields();
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const field = fields[key];
    if (!field) continue;
    const marked = hiddenOf(field.description);
    if (marked && hidden.has(marked) && v !== null && v !== false && !(Array.isArray(v) && v.length === 0))
      out.push(`${path}.${key} (${marked})`);
    const named = getNamedType(field.type);
    if (isObjectType(named)) out.push(...leaksIn(named, v, hidden, `${path}.${key}`));
  }
  return out;
};

/** The code of an answer's first error, `OK` without one (a wrong password counts as OK: the login's own answer). */
export const codeOf = (
  errors: readonly { path?: readonly (string | number)[]; extensions?: Record<string, unknown> }[] | undefined,
): string => {
  // A field inside the answer refused to this role (FORBIDDEN or null) is the role-aware field doing
  // its work; the access of the root field is what its own error, or the request's, says.
  const error = errors?.find((e) => !e.path || e.path.length <= 1);
  if (!error) return 'OK';
  const code = String(error.extensions?.code ?? 'UNKNOWN');
  if (code === 'UNAUTHENTICATED' && error.extensions?.reason === 'INVALID_CREDENTIALS') return 'OK';
  return code;
};

/** Whether an answer's code is what the matrix expects. */
export const matches = (expected: string, code: string): boolean => {
  switch (expected) {
    case 'ALLOWED':
      return code !== 'FORBIDDEN' && code !== 'UNAUTHENTICATED';
    case 'REFUSED':
      return code === 'FORBIDDEN' || code === 'NOT_FOUND' || code === 'BAD_USER_INPUT';
    default:
      return code === expected;
  }
};
