// Moved to src/client, so the Library screen (another feature) can open templates in the builder by share link.
export * from '../../client/share-link.ts';
