import 'server-only';

export { claimUploads } from './commands/claim-uploads';
export { publishImages } from './commands/publish-images';
export { removeAbandonedUploads } from './commands/remove-abandoned';
export { processImage, type ProcessedImage, type RefusedImage } from './process-image';
export { handleUploadRequest, removeUpload } from './route';
export { MAX_OPEN_UPLOADS, setUploadStoresForTesting, uploadStores, type UploadStores } from './tus';
