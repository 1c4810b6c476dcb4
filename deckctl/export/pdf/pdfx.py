"""PDF/X: the document-level parts a print shop's preflight looks for, added to reportlab's PDF.

The pages are already what PDF/X asks (every colour in CMYK, fonts embedded, no transparency,
TrimBox and BleedBox on every page: `document.export_pdf`). This adds what reportlab cannot write:
the OutputIntent naming the printing condition (with the printer's profile embedded when given),
the PDF/X version keys, `Trapped`, XMP metadata for PDF/X-4, and the PDF version the standard
fixes. pikepdf (qpdf) rewrites the file without touching the page streams; the result depends on
the input bytes only (no clock, `/ID` computed from the content).
"""

from __future__ import annotations

import hashlib
import io
import uuid
from xml.sax.saxutils import escape

from deckctl.export.pdf.icc import read_profile
from deckctl.export.pdf.options import PdfOptions

# PDF/X-1a without a profile: the registered characterisation of offset printing on coated paper,
# named by its identifier in the ICC's registry (a printer that asks for another one sends its
# profile, which is then embedded and named instead).
FOGRA39 = {
    "/OutputConditionIdentifier": "FOGRA39",
    "/OutputCondition": "Offset printing, sheet-fed, paper type 1 or 2 (coated), 60 l/cm",
    "/RegistryName": "http://www.color.org",
    "/Info": "Coated FOGRA39 (ISO 12647-2:2004)",
}
VERSIONS = {"1a": "1.3", "4": "1.6"}


def finish(data: bytes, options: PdfOptions) -> bytes:
    """reportlab's PDF (`data`, drawn in CMYK) as PDF/X-1a:2001 or PDF/X-4."""
    import pikepdf

    pdf = pikepdf.open(io.BytesIO(data))
    info = pdf.docinfo
    if "/Keywords" in info and not str(info.Keywords):
        del info["/Keywords"]  # empty, and XMP would have to repeat it
    info.Trapped = pikepdf.Name("/False")  # nothing is trapped: the printer's workflow may trap
    if options.pdfx == "1a":
        info.GTS_PDFXVersion = "PDF/X-1:2001"
        info.GTS_PDFXConformance = "PDF/X-1a:2001"
    else:
        info.GTS_PDFXVersion = "PDF/X-4"
    pdf.Root.OutputIntents = pikepdf.Array([_output_intent(pdf, options)])
    if options.pdfx == "4":
        xmp = _xmp(info, hashlib.sha256(data).hexdigest(), str(pdf.Root.get("/Lang", "")))
        pdf.Root.Metadata = pdf.make_stream(xmp, Type=pikepdf.Name.Metadata, Subtype=pikepdf.Name.XML)
    out = io.BytesIO()
    pdf.save(out, deterministic_id=True, force_version=VERSIONS[options.pdfx], fix_metadata_version=False,
             object_stream_mode=pikepdf.ObjectStreamMode.disable)
    return out.getvalue()


def _output_intent(pdf, options: PdfOptions):
    import pikepdf

    intent = pikepdf.Dictionary(Type=pikepdf.Name.OutputIntent, S=pikepdf.Name.GTS_PDFX)
    if options.icc_profile is None:
        for key, value in FOGRA39.items():
            intent[key] = value
        return intent
    profile = read_profile(options.icc_profile, options.pdfx)
    intent["/OutputConditionIdentifier"] = profile.description
    intent["/Info"] = profile.description
    intent.DestOutputProfile = pdf.make_stream(profile.data, N=4)
    return intent


def _xmp_date(pdf_date: str) -> str:
    """D:20000101000000+00'00' -> 2000-01-01T00:00:00+00:00 (the Info date, repeated in XMP)."""
    d = pdf_date[2:] if pdf_date.startswith("D:") else pdf_date
    d = d.ljust(14, "0")
    zone = d[14:].replace("'", "")
    zone = "+00:00" if zone in ("", "Z") else f"{zone[:3]}:{zone[3:5] or '00'}"
    return f"{d[0:4]}-{d[4:6]}-{d[6:8]}T{d[8:10]}:{d[10:12]}:{d[12:14]}{zone}"


def _xmp(info, digest: str, language: str) -> bytes:
    """The XMP packet of a PDF/X-4 file: the same facts as the Info dictionary, the language its
    catalog names, plus the PDF/X version and the document's ids (derived from its content, so the
    same deck gives the same)."""
    def text(key: str) -> str:
        return escape(str(info.get(key, "")))

    created, modified = _xmp_date(str(info.CreationDate)), _xmp_date(str(info.ModDate))
    document = uuid.uuid5(uuid.NAMESPACE_URL, f"deckctl:{text('/Title')}:{text('/Subject')}")
    instance = uuid.uuid5(uuid.NAMESPACE_URL, f"deckctl:{digest}")
    packet = f"""<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:xmp="http://ns.adobe.com/xap/1.0/"
    xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
    xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
    xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">{text('/Title')}</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>{text('/Author')}</rdf:li></rdf:Seq></dc:creator>
   <dc:description><rdf:Alt><rdf:li xml:lang="x-default">{text('/Subject')}</rdf:li></rdf:Alt></dc:description>
{f"   <dc:language><rdf:Bag><rdf:li>{escape(language)}</rdf:li></rdf:Bag></dc:language>{chr(10)}" if language else ""}   <xmp:CreatorTool>{text('/Creator')}</xmp:CreatorTool>
   <xmp:CreateDate>{created}</xmp:CreateDate>
   <xmp:ModifyDate>{modified}</xmp:ModifyDate>
   <xmp:MetadataDate>{modified}</xmp:MetadataDate>
   <pdf:Producer>{text('/Producer')}</pdf:Producer>
   <pdf:Trapped>False</pdf:Trapped>
   <xmpMM:DocumentID>uuid:{document}</xmpMM:DocumentID>
   <xmpMM:InstanceID>uuid:{instance}</xmpMM:InstanceID>
   <xmpMM:VersionID>1</xmpMM:VersionID>
   <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
   <pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>"""
    return packet.encode("utf-8")
