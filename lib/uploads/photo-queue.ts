import os from 'node:os';
import { ResizeQueue } from '@/lib/images/server';
import { PHOTO_QUEUE_WAITING } from './limits';

// Decoding and re-encoding a photo keeps a core busy for most of a second, so photos take turns: one per
// core at a time (each on one libvips thread), a bounded number waiting in arrival order, and any more
// refused at once as 'busy' rather than piling up work whose uploader has long given up.

export const photoQueueOptions = () => ({ concurrency: os.availableParallelism(), maxWaiting: PHOTO_QUEUE_WAITING });

let queue: ResizeQueue | undefined;

/** The process's one photo queue: the limits hold across every upload request. */
export function photoQueue(): ResizeQueue {
  queue ??= new ResizeQueue(photoQueueOptions());
  return queue;
}
