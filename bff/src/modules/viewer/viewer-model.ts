export type { ViewerModel } from '../../session/session-types.ts';
