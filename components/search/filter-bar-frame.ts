/** Heights the filter bar and its placeholder share (filter-bar-lazy.tsx), so nothing moves when the form arrives. */
export const filterBarFrame = 'min-h-10 lm:min-h-[7.25rem]';
