import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@portal/schema';

/**
 * What the login form needs from zod — its rules and the server's field errors (checked with zod) —
 * loaded after the form paints, so zod is not part of the login route's download.
 */
export const loginResolver = zodResolver(loginSchema);
export { fieldErrorsOf } from '../../lib/field-errors.ts';
