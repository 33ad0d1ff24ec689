/**
 * Messages between the server's parts, and between instances when there are several.
 * Handlers receive every message published on their channel, including this instance's own.
 */
export type PubSub = {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
};
