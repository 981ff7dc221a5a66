import { randomUUID } from "node:crypto";
import type { Database } from "./db/client";
import type { Logger } from "./logger";

// Writes say what they changed once they have committed; caches listen. The audited write helper
// (services/console-writes.ts) announces every console write, the seed and the CLIs announce their own,
// so no cache depends on how a write arrived (HTTP method, URL) or on its author remembering.

/** The PostgreSQL channel on which a process tells every other process what a write changed. */
export const CHANGES_CHANNEL = "vitrine_catalogue_changed";

/**
 * What a committed write changed: the tables it touched, named as the audit log names them
 * (`plans`, `banner_settings`, `referrals`…). `*` stands for anything: a lost LISTEN connection or a
 * message this version cannot read.
 */
export type DataChange = { entities: readonly string[] };

export const ANYTHING: DataChange = { entities: ["*"] };

/** Tells every cache what a committed write changed. Never throws: the write has happened. */
export type Announce = (change: DataChange) => Promise<void>;

export type ChangeFeed = {
  /** This process's listeners hear it before it resolves; other processes sharing PostgreSQL, through NOTIFY. */
  announce: Announce;
  /**
   * Hears every change, this process's and (on PostgreSQL) the other processes'. Resolves once the
   * LISTEN connection is up (at once on PGlite, where no other process can share the database).
   */
  subscribe(listener: (change: DataChange) => void): Promise<void>;
};

const feeds = new WeakMap<Database, ChangeFeed>();

/**
 * The change feed of this database connection: one per `Database`, so the catalogue, the console API,
 * the seed and the CLIs of one process announce to and hear from the same listeners.
 */
export function changesOf(database: Database, logger?: Logger): ChangeFeed {
  let feed = feeds.get(database);
  if (!feed) {
    feed = createChangeFeed(database, logger);
    feeds.set(database, feed);
  }
  return feed;
}

function parse(payload: string): { from?: string; change: DataChange } {
  try {
    const message = JSON.parse(payload) as { from?: unknown; entities?: unknown };
    if (Array.isArray(message.entities) && message.entities.every((e) => typeof e === "string")) {
      return {
        from: typeof message.from === "string" ? message.from : undefined,
        change: { entities: message.entities },
      };
    }
  } catch {}
  return { change: ANYTHING };
}

function createChangeFeed(database: Database, logger?: Logger): ChangeFeed {
  const processId = randomUUID();
  const listeners: Array<(change: DataChange) => void> = [];
  let listening: Promise<void> | undefined;

  const tell = (change: DataChange) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        logger?.error({ err: error }, "a change listener failed");
      }
    }
  };

  return {
    announce: async (change) => {
      tell(change);
      try {
        await database.notify(
          CHANGES_CHANNEL,
          JSON.stringify({ from: processId, entities: change.entities }),
        );
      } catch (error) {
        logger?.error({ err: error }, "could not tell other processes what changed");
      }
    },
    subscribe: (listener) => {
      listeners.push(listener);
      listening ??= database.listen(
        CHANGES_CHANNEL,
        (payload) => {
          const { from, change } = parse(payload);
          if (from !== processId) tell(change);
        },
        () => {
          logger?.warn("change feed reconnected; dropping what the caches hold");
          tell(ANYTHING);
        },
      );
      return listening;
    },
  };
}
