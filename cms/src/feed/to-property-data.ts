import { parseGoal, availabilityOf, parseAvailableFrom, parseBuildingCondition, parseEpcLabelText } from '@coast/domain';
import type { FeedRecord } from './feed-record';

const text = (v: unknown): string | null => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim());
const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null;
const int = (v: unknown): number | null => {
  const n = num(v);
  return n === null ? null : Math.round(n);
};
const flag = (v: unknown, fallback: boolean): boolean => (v === null || v === undefined ? fallback : v === true || v === 1 || v === '1');
const optionalFlag = (v: unknown): boolean | null => (v === null || v === undefined ? null : v === true || v === 1 || v === '1');
const date = (v: unknown): string | null => {
  const t = text(v);
  return t && !Number.isNaN(Date.parse(t)) ? new Date(t).toISOString() : null;
};

/** A calendar day ('2027-03-01'), also from a timestamp; anything else null. */
const day = (v: unknown): string | null => {
  const t = text(v);
  const match = t ? /^(\d{4}-\d{2}-\d{2})/.exec(t) : null;
  return match && !Number.isNaN(Date.parse(match[1])) ? match[1] : null;
};

const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;

/**
 * The listing's texts in other languages. Not an Omnicasa field: the CRM sync (crm/sync.ts) reads the
 * list once per language and hands them over here; a file import has none.
 */
function languageTexts(value: unknown) {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (t): t is Record<string, unknown> =>
        Boolean(t) && typeof t === 'object' && (LANGUAGES as readonly unknown[]).includes((t as { Language?: unknown }).Language),
    )
    .map((t) => ({
      language: t.Language as (typeof LANGUAGES)[number],
      title: text(t.Title),
      shortDescription: text(t.ShortDescription),
      description: text(t.Description),
    }))
    .filter((t) => t.title || t.shortDescription || t.description);
}

/** Maps a validated feed record to the property's fields (no relations, no media). */
export function toPropertyData(r: FeedRecord) {
  const goal = parseGoal(r.Goal)!;
  return {
    externalId: r.ID,
    webId: r.WebID,
    webIds: text(r.WebIDs) ?? String(r.WebID),
    goal,
    feedStatus: int(r.Status),
    availability: availabilityOf(r.Goal, r.Status),
    isInFeed: true,
    removedFromFeedAt: null,
    // The real values go to private fields; the public ones are derived from them (access/listing-facts.ts).
    feedPrice: num(r.Price),
    publishPrice: flag(r.PublishPrice, true),
    priceUnit: int(r.PriceUnit),
    priceUnitText: text(r.PriceUnitText),
    marquee: int(r.Marquee),
    marqueeName: text(r.MarqueeName),
    feedStreet: text(r.Street),
    feedHouseNumber: text(r.HouseNumber),
    feedBoxNr: text(r.BoxNr),
    zip: r.Zip,
    cityName: r.City,
    countryId: r.CountryID,
    countryName: text(r.CountryName),
    publishAddress: flag(r.PublishAddress, true),
    // In Omnicasa samples GoogleX holds the latitude.
    feedLatitude: num(r.GoogleX),
    feedLongitude: num(r.GoogleY),
    energyPerformance: num(r.EnergyPerformance),
    epcLabel: parseEpcLabelText(text(r.EPCLabelText)) ?? null,
    epcUniqueCode: text(r.EPCUniqueCode),
    co2Emission: num(r.CO2Emission),
    typeDescription: text(r.TypeDescription),
    mainTypeName: text(r.MainTypeName),
    title: text(r.Title),
    description: text(r.Description),
    shortDescription: text(r.ShortDescription),
    texts: languageTexts(r.LanguageTexts),
    recordFile: text(r.RecordFile),
    language: text(r.Language) ?? 'nl',
    bedrooms: int(r.NumberOfBedRooms),
    bathrooms: int(r.NumberOfBathRooms),
    showers: int(r.NumberOfShowers),
    toilets: int(r.NumberOfToilets),
    garages: int(r.NumberOfGarages),
    parkings: int(r.NumberOfParkings),
    floors: int(r.NumberOfFloors),
    facades: int(r.NumberOfFacades),
    floor: int(r.Floor),
    hasLift: optionalFlag(r.HasLift),
    surfaceTotal: num(r.SurfaceTotal),
    surfaceLiving: num(r.SurfaceLiving),
    surfaceGround: num(r.SurfaceGround),
    surfaceTerrace: num(r.SurfaceTerrace),
    surfaceGarden: num(r.SurfaceGarden),
    surfaceBuilt: num(r.SurfaceBuilt),
    surfaceOffice: num(r.SurfaceOffice),
    surfaceStore: num(r.SurfaceStore),
    plotWidth: num(r.WidthOfPlot),
    frontWidth: num(r.WidthOfFront),
    constructionYear: int(r.ConstructionYear),
    renovationYear: int(r.RenovationYear),
    condition: parseBuildingCondition(r.ConditionID),
    heating: text(r.Heating),
    glazing: text(r.Glazing),
    windowFrame: text(r.WindowFrame),
    kitchen: text(r.Kitchen),
    floorCovering: text(r.FloorCovering),
    roof: text(r.Roof),
    orientation: text(r.Orientation),
    floodPScore: text(r.FloodPScore),
    floodGScore: text(r.FloodGScore),
    floodSensitive: optionalFlag(r.FloodSensitive),
    asbestosCertificate: optionalFlag(r.AsbestosCertificate),
    permitBuilding: text(r.PermitBuilding),
    planningDestination: text(r.PlanningDestination),
    summons: text(r.Summons),
    preemptionRight: text(r.PreemptionRight),
    subdivisionPermit: text(r.SubdivisionPermit),
    cadastralIncome: num(r.CadastralIncome),
    charges: num(r.Charges),
    // Amounts that follow from the price: private like it, their public versions derived with it.
    feedNotaryFees: num(r.NotaryFees),
    feedRegistrationRights: num(r.RegistrationRights),
    feedVat: num(r.VAT),
    feedTotalCosts: num(r.TotalCosts),
    feedDeposit: num(r.Deposit),
    feedAgencyCost: num(r.AgencyCost),
    inventoryCost: num(r.InventoryCost),
    furnished: optionalFlag(r.HasFurnished),
    petsAllowed: optionalFlag(r.PetsAllowed),
    availableFrom: parseAvailableFrom(r.FreeAvailable),
    availableDate: day(r.FreeAvailableDate),
    viagerAge1: int(r.ViagerAge1),
    viagerAge2: int(r.ViagerAge2),
    viagerType: text(r.ViagerType),
    feedViagerMonthlyAnnuity: num(r.ViagerMonthlyAnnuity),
    documents: (r.Documents ?? []).filter((d) => d && text(d.Name) && text(d.Url)).map((d) => ({ name: String(d.Name), url: String(d.Url) })),
    videoUrl: text(r.VideoUrl),
    virtualTourUrl: text(r.VirtualTourUrl),
    feedCreatedAt: date(r.CreatedDate),
    feedModifiedAt: date(r.ModifiedDate),
  };
}

export type PropertyData = ReturnType<typeof toPropertyData>;
