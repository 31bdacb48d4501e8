import { z } from 'zod';

/**
 * A photo attached to a record (a repair, a revision); the file itself lives outside the log.
 * Every record that takes images keeps them, and decides on them, the same way: the helpers
 * below are that way, written once.
 */
export const attachedImage = z.object({
  imageId: z.string().min(1),
  /** The name it had on the uploader's computer, for people only: never a path. */
  filename: z.string(),
  /** Judged from the file's content, not from its name. */
  contentType: z.string(),
});
export type AttachedImage = z.infer<typeof attachedImage>;

const holds = (images: readonly AttachedImage[], imageId: string) => images.some((i) => i.imageId === imageId);

/** The images a record holds once one more is attached (evolve). */
export const withImage = (images: readonly AttachedImage[], image: AttachedImage): AttachedImage[] => [...images, image];

/** The images a record holds once one is removed (evolve). */
export const withoutImage = (images: readonly AttachedImage[], imageId: string): AttachedImage[] =>
  images.filter((i) => i.imageId !== imageId);

/** Attaching the same image twice records it once: a retried upload is safe. */
export function attachOnce<Event>(images: readonly AttachedImage[], image: AttachedImage, attached: Event): Event[] {
  return holds(images, image.imageId) ? [] : [attached];
}

/**
 * Removing an image that is no longer attached records nothing, so a removal retried after a
 * failure is safe.
 */
export function removeIfAttached<Event>(images: readonly AttachedImage[], imageId: string, removed: Event): Event[] {
  return holds(images, imageId) ? [removed] : [];
}

