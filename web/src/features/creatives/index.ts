/** The creatives area: the sandboxed creative frame, its size keys and the preview modal. */
export { CreativeFrame, CREATIVE_SANDBOX, CREATIVE_READY_TIMEOUT_MS } from './creative-frame.tsx';
export { CreativePreviewModal, type CreativePreviewProps } from './creative-preview-modal.tsx';
export {
  CREATIVE_SIZE_KEYS,
  creativeDimensions,
  draftCreativeUrl,
  storageLocationOf,
  type CreativeDraft,
  type CreativeSizeKey,
} from './sizes.ts';
