import { Document, Image, Link, Page, Path, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { BrochureFact, BrochureGroup, BrochureModel } from './brochure-model';
import type { QrPath } from './brochure-qr';
import { BROCHURE_FONT } from './fonts';
import { pdfText as p } from './pdf-text';

/** The site's colours (app/styles/base.css). */
const COLOR = { primary: '#0b4f6c', dark: '#073b52', text: '#14232b', muted: '#4a5d66', border: '#d5e0e5', sand: '#f6f1e7', accent: '#a3520c' };

const s = StyleSheet.create({
  page: { fontFamily: BROCHURE_FONT, fontSize: 9.5, color: COLOR.text, paddingTop: 36, paddingBottom: 48, paddingHorizontal: 40, lineHeight: 1.35 },
  top: { flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 2, borderBottomColor: COLOR.primary, paddingBottom: 6, marginBottom: 12 },
  agencyName: { fontSize: 11, fontWeight: 700, color: COLOR.dark },
  muted: { color: COLOR.muted },
  photo: { width: '100%', height: 300, objectFit: 'cover', borderRadius: 4, marginBottom: 12 },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', marginBottom: 10 },
  headerMain: { flexGrow: 1, flexShrink: 1, paddingRight: 16 },
  badge: {
    alignSelf: 'flex-start',
    fontSize: 8,
    fontWeight: 700,
    color: '#ffffff',
    backgroundColor: COLOR.accent,
    paddingVertical: 2,
    paddingHorizontal: 6,
    borderRadius: 3,
    marginBottom: 4,
  },
  heading: { fontSize: 22, lineHeight: 1.2, fontWeight: 700, color: COLOR.dark, marginBottom: 2 },
  address: { fontSize: 11, lineHeight: 1.3, color: COLOR.muted },
  priceBox: { alignItems: 'flex-end', flexShrink: 0 },
  price: { fontSize: 18, lineHeight: 1.2, fontWeight: 700, color: COLOR.primary },
  epc: { flexDirection: 'row', alignItems: 'center', marginTop: 6, borderRadius: 3, paddingVertical: 3, paddingHorizontal: 8 },
  epcName: { fontSize: 8, fontWeight: 700, marginRight: 6 },
  epcLetter: { fontSize: 14, lineHeight: 1.2, fontWeight: 700 },
  section: { marginTop: 12 },
  sectionTitle: {
    fontSize: 12.5,
    fontWeight: 700,
    color: COLOR.dark,
    marginBottom: 4,
    paddingBottom: 3,
    borderBottomWidth: 1,
    borderBottomColor: COLOR.primary,
  },
  groups: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between' },
  group: { width: '48.5%', marginTop: 12 },
  wideGroup: { marginTop: 4 },
  columns: { flexDirection: 'row', justifyContent: 'space-between' },
  column: { width: '48.5%' },
  row: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: COLOR.border },
  stackedRow: { paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: COLOR.border },
  label: { color: COLOR.muted, width: '50%', paddingRight: 6 },
  value: { fontWeight: 700, width: '50%', textAlign: 'right' },
  valueWithSymbol: { flexDirection: 'row', justifyContent: 'flex-end', alignItems: 'center', width: '50%' },
  note: { marginTop: 4, fontSize: 8.5, color: COLOR.muted },
  languageNote: { fontSize: 8.5, color: COLOR.muted, backgroundColor: COLOR.sand, padding: 4, marginBottom: 6, alignSelf: 'flex-start' },
  paragraph: { marginBottom: 5 },
  lead: { fontSize: 11, lineHeight: 1.3, fontWeight: 700, marginBottom: 5 },
  bullet: { flexDirection: 'row', marginBottom: 2 },
  contact: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    marginTop: 16,
    padding: 12,
    backgroundColor: COLOR.sand,
    borderRadius: 4,
  },
  contactText: { flexShrink: 1, paddingRight: 12 },
  qr: { alignItems: 'center', width: 100 },
  qrCaption: { fontSize: 7.5, color: COLOR.muted, textAlign: 'center', marginTop: 2 },
  footer: { position: 'absolute', bottom: 20, left: 40, right: 40, flexDirection: 'row', justifyContent: 'space-between', fontSize: 7.5, color: COLOR.muted },
});

/** The flood symbol of class D (house above waves), as on the page (src/listings/flood-symbol.tsx). */
function FloodSymbol() {
  return (
    <Svg width={12} height={12} viewBox="0 0 24 24" style={{ marginRight: 3 }}>
      <Path d="M12 3 4 9.5V13h2v-2.6L12 5.6l6 4.8V13h2V9.5z" fill={COLOR.dark} />
      <Path
        d="M2 16.5c1.7 0 1.7-1.2 3.3-1.2s1.7 1.2 3.4 1.2 1.6-1.2 3.3-1.2 1.7 1.2 3.3 1.2 1.7-1.2 3.4-1.2 1.6 1.2 3.3 1.2M2 20c1.7 0 1.7-1.2 3.3-1.2S7 20 8.7 20s1.6-1.2 3.3-1.2 1.7 1.2 3.3 1.2 1.7-1.2 3.4-1.2S20.3 20 22 20"
        fill="none"
        stroke={COLOR.dark}
        strokeWidth={1.6}
      />
    </Svg>
  );
}

/** A value with no space that would not fit its half of the row (the EPC's unique code): on a line of its own. */
const unbreakable = (value: string) => value.length > 20 && !/\s/.test(value);

function FactRow({ fact }: { fact: BrochureFact }) {
  if (unbreakable(fact.value)) {
    return (
      <View style={s.stackedRow} wrap={false}>
        <Text style={s.muted}>{p(fact.label)}</Text>
        <Text style={{ fontWeight: 700, textAlign: 'right' }}>{p(fact.value)}</Text>
      </View>
    );
  }
  return (
    <View style={s.row} wrap={false}>
      <Text style={s.label}>{p(fact.label)}</Text>
      {fact.floodSymbol ? (
        <View style={s.valueWithSymbol}>
          <FloodSymbol />
          <Text style={{ fontWeight: 700, textAlign: 'right' }}>{p(fact.value)}</Text>
        </View>
      ) : (
        <Text style={s.value}>{p(fact.value)}</Text>
      )}
    </View>
  );
}

/** Groups up to this many lines never break across pages; a longer one (key facts) breaks between lines. */
const UNBROKEN_GROUP_LINES = 12;

/** A fact group: kept on one page (a page break comes before it instead), its title always with its first lines. */
function Group({ group }: { group: BrochureGroup }) {
  return (
    <View style={s.group} wrap={group.facts.length > UNBROKEN_GROUP_LINES}>
      <Text style={s.sectionTitle} minPresenceAhead={110}>
        {p(group.title)}
      </Text>
      {group.facts.map((fact, i) => (
        <FactRow key={i} fact={fact} />
      ))}
      {group.note ? <Text style={s.note}>{p(group.note)}</Text> : null}
    </View>
  );
}

/** The key facts across the page, in two columns (down the left, then the right), kept on one page. */
function KeyFacts({ group }: { group: BrochureGroup }) {
  const half = Math.ceil(group.facts.length / 2);
  return (
    <View style={s.wideGroup} wrap={false}>
      <Text style={s.sectionTitle}>{p(group.title)}</Text>
      <View style={s.columns}>
        {[group.facts.slice(0, half), group.facts.slice(half)].map((facts, i) => (
          <View key={i} style={s.column}>
            {facts.map((fact, j) => (
              <FactRow key={j} fact={fact} />
            ))}
          </View>
        ))}
      </View>
    </View>
  );
}

function Description({ description }: { description: NonNullable<BrochureModel['description']> }) {
  return (
    <View style={s.section}>
      <Text style={s.sectionTitle} minPresenceAhead={40}>
        {p(description.title)}
      </Text>
      {description.note ? <Text style={s.languageNote}>{p(description.note)}</Text> : null}
      {description.lead ? <Text style={s.lead}>{p(description.lead)}</Text> : null}
      {description.blocks.map((block, i) =>
        block.kind === 'list' ? (
          <View key={i} style={s.paragraph}>
            {block.items.map((item, j) => (
              <View key={j} style={s.bullet} wrap={false}>
                <Text style={{ width: 10 }}>•</Text>
                <Text style={{ flex: 1 }}>{p(item)}</Text>
              </View>
            ))}
          </View>
        ) : (
          <Text key={i} style={s.paragraph}>
            {p(block.lines.join('\n'))}
          </Text>
        ),
      )}
    </View>
  );
}

function Contact({ model, qr }: { model: BrochureModel; qr: QrPath }) {
  const agency = model.agency;
  return (
    <View style={s.contact} wrap={false}>
      <View style={s.contactText}>
        {agency ? (
          <>
            <Text style={[s.sectionTitle, { borderBottomWidth: 0 }]}>{p(agency.title)}</Text>
            <Text style={{ fontWeight: 700 }}>{p(agency.name)}</Text>
            {agency.lines.map((line, i) => (
              <Text key={i}>{p(line)}</Text>
            ))}
            {agency.legal ? <Text style={[s.note, { marginTop: 6 }]}>{p(agency.legal)}</Text> : null}
          </>
        ) : null}
        <Link src={model.url} style={{ marginTop: 8, color: COLOR.primary, fontSize: 8 }}>
          {p(model.url)}
        </Link>
      </View>
      <View style={s.qr}>
        <Svg width={84} height={84} viewBox={`0 0 ${qr.size} ${qr.size}`}>
          <Rect x={0} y={0} width={qr.size} height={qr.size} fill="#ffffff" />
          <Path d={qr.d} fill="#000000" />
        </Svg>
        <Text style={s.qrCaption}>{p(model.scanToView)}</Text>
      </View>
    </View>
  );
}

/**
 * The brochure: the agency and reference, the main photo, heading, address, price and EPC label, the
 * key facts, the description, the other fact groups (energy, flood, the planning items, costs, viager), and the
 * agency's contact with a QR code to the listing. A4, the site's typeface and colours.
 */
export function BrochureDocument({ model, photo, qr }: { model: BrochureModel; photo: Buffer | null; qr: QrPath }) {
  const key = model.groups.find((group) => group.id === 'key');
  const groups = model.groups.filter((group) => group !== key);
  return (
    <Document
      title={p(model.title)}
      author={p(model.agency?.name ?? '')}
      subject={p(model.heading)}
      language={model.locale}
      creator={p(model.agency?.name ?? '')}
    >
      <Page size="A4" style={s.page}>
        <View style={s.top} fixed>
          <Text style={s.agencyName}>{p(model.agency?.name ?? '')}</Text>
          <Text style={s.muted}>{p(model.reference)}</Text>
        </View>
        {photo ? <Image src={{ data: photo, format: 'jpg' }} style={s.photo} /> : null}
        <View style={s.header} wrap={false}>
          <View style={s.headerMain}>
            {model.badge ? <Text style={s.badge}>{p(model.badge)}</Text> : null}
            <Text style={s.heading}>{p(model.heading)}</Text>
            <Text style={s.address}>{p([model.street, model.place].filter(Boolean).join(', '))}</Text>
            {model.addressOnRequest ? <Text style={[s.address, { fontSize: 9 }]}>{p(model.addressOnRequest)}</Text> : null}
          </View>
          <View style={s.priceBox}>
            <Text style={s.price}>{p(model.price)}</Text>
            {model.epc ? (
              <View style={[s.epc, { backgroundColor: model.epc.color }]}>
                <Text style={[s.epcName, { color: model.epc.textColor }]}>EPC</Text>
                <Text style={[s.epcLetter, { color: model.epc.textColor }]}>{p(model.epc.text)}</Text>
              </View>
            ) : null}
          </View>
        </View>
        {key ? <KeyFacts group={key} /> : null}
        {model.description ? <Description description={model.description} /> : null}
        <View style={s.groups}>
          {groups.map((group) => (
            <Group key={group.id} group={group} />
          ))}
        </View>
        <Contact model={model} qr={qr} />
        <View style={s.footer} fixed>
          <Text>{p(model.url)}</Text>
          <Text render={({ pageNumber, totalPages }) => p(model.pageOf.replace('{0}', String(pageNumber)).replace('{1}', String(totalPages)))} />
        </View>
      </Page>
    </Document>
  );
}
