import { SMTPServer } from "smtp-server";

// A local SMTP server that keeps what it receives, for tests of the e-mails the site sends (decisions
// 0068 and 0071): nothing leaves the machine. `fail(n)` answers the next n messages with a 451; with a
// `password`, it signs in only a client that gives it.

export type SinkMail = { from: string; to: string[]; data: string };

export type SmtpSink = {
  port: number;
  mails: SinkMail[];
  fail(times: number): void;
  close(): Promise<void>;
};

export async function startSmtpSink(options: { password?: string } = {}): Promise<SmtpSink> {
  const mails: SinkMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.password === undefined || auth.password === options.password)
        callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures -= 1;
          const error = new Error("Mailbox unavailable") as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((to) => to.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    mails,
    fail: (times) => {
      failures = times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A message's text as its reader sees it: quoted-printable soft breaks and escapes undone. */
export const quotedPrintable = (data: string) =>
  Buffer.from(
    data
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
