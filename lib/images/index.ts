export { imageQuality, imageQualities, imageFits, imageFormats, parseImageParams, resizedImageUrl, type ImageQuality, type ImageRequest } from './params';
export { imageSizes, detailHeights, pixelDensities, servedSizes, type ImageSize, type ImageSizeName, type PixelDensity } from './sizes';
