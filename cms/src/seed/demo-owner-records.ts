import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { agencyWallTime } from '@coast/domain';
import { ensureOwnerDocumentsDir, ownerDocumentsDir } from '../owner-portal/document-files';

const DAY = 24 * 3_600_000;

/** A one-page PDF saying what it is (a real PDF, so the download opens). */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * What staff would record for a demo owner's listing (`n`: its place, for some variety): the agent in
 * charge, viewings, communications (with their sources), online media and two private documents.
 */
export async function seedDemoOwnerRecords(strapi: Core.Strapi, listing: { id: number; externalId: number }, n: number, now = Date.now()) {
  const at = (days: number, hour: number) => new Date(Math.floor((now + days * DAY) / DAY) * DAY + (hour - 1) * 3_600_000);
  const members = await strapi.db
    .query('api::team-member.team-member')
    .findMany({ select: ['id'], where: { locale: 'nl' }, orderBy: { sort: 'asc' }, limit: 3 });
  const member = members[n % Math.max(members.length, 1)];
  if (member) await strapi.db.query('api::property.property').update({ where: { id: listing.id }, data: { manager: member.id } });

  const viewings = [
    { startsAt: at(-20 + n, 10), viewingStatus: 'done', feedback: 'Mooie lichtinval, vindt de keuken wat klein. / Belle luminosité, cuisine un peu petite.' },
    { startsAt: at(-6, 14), viewingStatus: 'done', feedback: 'Geïnteresseerd, komt terug met een architect. / Intéressé, revient avec un architecte.' },
    { startsAt: at(-2, 17), viewingStatus: 'cancelled', feedback: '' },
    { startsAt: at(3 + n, 11), viewingStatus: 'planned', feedback: '' },
  ];
  for (const v of viewings) {
    // Written past the document service: the Belgian day and time it would work out are given here.
    const wall = agencyWallTime(v.startsAt);
    const data = { ...v, visitDate: wall?.date, visitTime: wall ? `${wall.time}:00.000` : undefined, listing: listing.id };
    await strapi.db.query('api::listing-viewing.listing-viewing').create({ data });
  }

  const communications = [
    {
      occurredAt: at(-25, 9),
      type: 'phone',
      contact: 'Kandidaat-koper',
      subject: 'Vraag over de bouwvergunning',
      comment: 'Kopie van de vergunning gemaild.',
      communicationStatus: 'handled',
      source: 'immoweb',
    },
    {
      occurredAt: at(-12, 15),
      type: 'email',
      contact: 'Notaris',
      subject: 'Stedenbouwkundige inlichtingen',
      comment: 'Aangevraagd bij de gemeente.',
      communicationStatus: 'handled',
      source: null,
    },
    {
      occurredAt: at(-4, 11),
      type: 'meeting',
      contact: 'Kandidaat-koper',
      subject: 'Bod besproken',
      comment: 'Wacht op financieringsattest.',
      communicationStatus: 'open',
      source: 'sign',
    },
  ];
  for (const c of communications) await strapi.db.query('api::listing-communication.listing-communication').create({ data: { ...c, listing: listing.id } });

  const publications = [
    { medium: 'Immoweb', url: `https://www.immoweb.be/nl/zoekertje/${listing.externalId}`, publishedOn: new Date(now - 60 * DAY).toISOString().slice(0, 10) },
    { medium: 'Zimmo', url: `https://www.zimmo.be/nl/panden/?ref=${listing.externalId}`, publishedOn: new Date(now - 58 * DAY).toISOString().slice(0, 10) },
  ];
  for (const p of publications) await strapi.db.query('api::listing-publication.listing-publication').create({ data: { ...p, listing: listing.id } });

  await ensureOwnerDocumentsDir(strapi);
  const documents = [
    { title: 'Verkoopopdracht / Mandat de vente', kind: 'mandate', name: 'verkoopopdracht.pdf' },
    { title: 'EPC-certificaat / Certificat PEB', kind: 'epc', name: 'epc-certificaat.pdf' },
  ];
  for (const d of documents) {
    const bytes = demoPdf(`${d.title} - ${listing.externalId}`);
    const id = crypto.randomBytes(16).toString('hex');
    await fs.writeFile(path.join(ownerDocumentsDir(strapi), id), bytes, { mode: 0o600 });
    await strapi.db
      .query('api::owner-document.owner-document')
      .create({ data: { title: d.title, kind: d.kind, listing: listing.id, file: { id, name: d.name, type: 'pdf', size: bytes.length } } });
  }
}
