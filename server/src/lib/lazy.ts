/**
 * A module that only some requests need (PDF, images, mail, S3), loaded at its first use instead
 * of at start: the server starts sooner and holds less memory until the module is wanted.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}
