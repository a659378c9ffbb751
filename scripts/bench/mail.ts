/**
 * Notices by e-mail (docs/mail.md), through the real path: a notice document written as the
 * server writes it, the mailNotice trigger, the local deliverer, SMTP, the local mail server.
 *  - event -> e-mail accepted: from the notice's write until the message is in the mail server's
 *    inbox (polled every 25 ms, so up to that much late), one notice at a time;
 *  - a burst: `burst` notices written at once (batches of 250), until all are in the inbox;
 *    checked: every notice's e-mail arrived exactly once (distinct Message-IDs), none lost.
 */
import { COLLECTIONS } from '@shared/collections';
import { newNotice } from '@shared/documents/lending';
import { admin } from '../../testing/clients.js';
import { account } from '../../testing/lending.js';
import { inbox, mailTo } from '../../testing/mailbox.js';
import { forAdmin } from '../../testing/sdk.js';
import { MAIL_PORTS } from '../lib/mail-ports.mjs';
import { now, summarize, type Summary } from './stats.js';

const WARMUP = 2;

export interface MailBench {
  eventToAccepted: Summary;
  /** Null with --burst=0. */
  burst: {
    notices: number;
    ms: number;
    arrived: number;
    distinct: number;
    lost: number;
    doubled: number;
    intact: boolean;
  } | null;
}

const notice = (uid: string) =>
  forAdmin(
    newNotice(
      'dueSoon',
      { uid, bookId: 'dune', bookTitle: 'Dune', branchId: 'main', at: new Date(Date.now() + 3 * 86_400_000) },
      new Date(),
    ),
  );

const clearInbox = () => fetch(`http://127.0.0.1:${MAIL_PORTS.web}/email/all`, { method: 'DELETE' });

/** The notice's e-mail carries Message-ID <noticeMailId@...>: the notice id, then its creation time. */
const ofNotice = (messageId: string, noticeId: string) => messageId.startsWith(`${noticeId}_`);

async function arrival(address: string, noticeId: string, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Seen in the inbox (polled every 25 ms): MailDev's own `time` has whole seconds only.
    if ((await mailTo(address)).some((m) => ofNotice(m.messageId, noticeId))) return now();
    if (Date.now() > deadline) throw new Error(`${noticeId}'s e-mail did not arrive within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function benchMail(samples: number, burst: number, run: string): Promise<MailBench> {
  const { db } = admin();
  const reader = await account('reader', 'Bench', 'Reader');
  await clearInbox();
  const latencies: number[] = [];
  for (let i = 0; i < samples + WARMUP; i++) {
    const id = `dueSoon_bench-${run}-${i}`;
    const t0 = now();
    await db.doc(`${COLLECTIONS.notices}/${id}`).set(notice(reader.uid));
    const at = await arrival(reader.email, id);
    if (i >= WARMUP) latencies.push(at - t0);
  }

  if (burst === 0) return { eventToAccepted: summarize(latencies), burst: null };
  const crowd = await account('reader', 'Burst', 'Reader');
  const ids = Array.from({ length: burst }, (_, i) => `dueSoon_burst-${run}-${i}`);
  const started = Date.now();
  for (let i = 0; i < ids.length; i += 250) {
    const batch = db.batch();
    for (const id of ids.slice(i, i + 250)) batch.set(db.doc(`${COLLECTIONS.notices}/${id}`), notice(crowd.uid));
    await batch.commit();
  }
  let arrived = 0;
  let last = Date.now();
  // Until all arrived, or nothing new for two minutes.
  while (arrived < burst && Date.now() - last < 120_000) {
    await new Promise((r) => setTimeout(r, 2000));
    const count = (await mailTo(crowd.email)).length;
    if (count > arrived) last = Date.now();
    arrived = count;
  }
  const ms = Date.now() - started;
  const received = (await mailTo(crowd.email)).map((m) => m.messageId);
  const distinct = new Set(received).size;
  const lost = ids.filter((id) => !received.some((m) => ofNotice(m, id))).length;
  console.log(`   inbox holds ${(await inbox()).length} e-mails`);
  await clearInbox();
  return {
    eventToAccepted: summarize(latencies),
    burst: {
      notices: burst,
      ms,
      arrived: received.length,
      distinct,
      lost,
      doubled: received.length - distinct,
      intact: lost === 0 && received.length === distinct && distinct === burst,
    },
  };
}
