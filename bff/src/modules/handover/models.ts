import type { ViewerModel } from '../../session/viewer.ts';

/** What `login` answers; its `handover` field is resolved by this module, only when asked for. */
export interface LoginPayloadModel {
  viewer: ViewerModel;
}
