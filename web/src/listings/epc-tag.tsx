/** An EPC label's colours and text as shown (epc-badge.ts decides which). */
export interface EpcView {
  readonly text: string;
  readonly color: string;
  readonly textColor?: string;
}

/** The coloured EPC label; on the server (a listing's page) and in the cards' client template. */
export function EpcTag({ epc, hiddenLabel, detailed = false }: { readonly epc: EpcView; readonly hiddenLabel: string; readonly detailed?: boolean }) {
  return (
    <div className={detailed ? 'epc epc--detailed' : 'epc'}>
      <span className="epc__label" style={{ backgroundColor: epc.color, color: epc.textColor }} data-epc={epc.text}>
        {/* The small 'EPC' before the letter is drawn by the style sheet: the name is read from this text. */}
        <span className="visually-hidden">{`${hiddenLabel} `}</span>
        {epc.text}
      </span>
    </div>
  );
}
