/**
 * Ordering's shared rules, one domain under one name in every layer (decision 085): the property /
 * agent-extend form, payment and GST (`rules.ts`), and the agent and office forms (`agent-office-rules.ts`);
 * the constants of spec section 9 (`constants.ts`). The forms' zod schemas are modules of their own
 * (`property-order-schema.ts`, `agent-office-schemas.ts`), so that the texts, choices and amounts
 * load without zod (decision 096).
 */
export * from './constants.ts';
export * from './rules.ts';
export * from './property-order-schema.ts';
export * from './agent-office-rules.ts';
export * from './agent-office-schemas.ts';
