export type { ViewerModel } from '../../session/viewer.ts';
