/**
 * The print proof as a print shop's tool reads it (issue 26 §3 "the PDF parsed in the test: page
 * size, the embedded font, the text the person typed"): pdf-lib for the page boxes and the font
 * descriptors, pdf.js for the text.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';

const MM = 72 / 25.4;
const mm = (points: number) => Math.round((points / MM) * 10) / 10;

export interface ReadProof {
  /** Each page's trim and bleed boxes, width × height in millimetres. */
  pages: { trim: [number, number]; bleed: [number, number] }[];
  /** Every font the file describes, with whether its program is embedded. */
  fonts: { name: string; embedded: boolean }[];
  /** The text of all pages, whitespace collapsed. */
  text: string;
}

export async function readProof(bytes: Uint8Array): Promise<ReadProof> {
  const pdf = await PDFDocument.load(bytes);
  const pages = pdf.getPages().map((page) => {
    const trim = page.getTrimBox();
    const bleed = page.getBleedBox();
    return { trim: [mm(trim.width), mm(trim.height)] as [number, number], bleed: [mm(bleed.width), mm(bleed.height)] as [number, number] };
  });
  const fonts = pdf.context.enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'))
    .map((descriptor) => ({ name: String(descriptor.get(PDFName.of('FontName'))), embedded: descriptor.has(PDFName.of('FontFile2')) }));
  const document = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages, fonts, text: texts.join(' ').replace(/\s+/g, ' ') };
}
