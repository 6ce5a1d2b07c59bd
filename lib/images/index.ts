export { imageQuality, imageFits, imageFormats, parseImageParams, resizedImageUrl, type ImageRequest } from './params';
export { imageSizes, detailHeights } from './sizes';
