import type { Country } from '../../domain/brand/BrandConfigSchema';

/** One policy document as the applicant reads it: a title and headed sections of plain paragraphs. */
export interface PolicyDocument {
  readonly title: string;
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
}

/** The documents an applicant accepts with the required box (issue 15 item 4), by policy id. */
export type PolicyDocumentId = 'general-terms' | 'privacy-notice';

/** The words of one language; `{brand}` is replaced with the brand's name. */
interface Wording {
  readonly version: string;
  /** Heading of the privacy notice's section on the applicant's rights. */
  readonly rights: string;
  readonly terms: PolicyDocument;
  readonly privacy: PolicyDocument;
}

/** The rules of one country, in its language: the applicant's cancellation right and where they may complain. */
interface CountryClauses {
  readonly wording: Wording;
  readonly termsHeading: string;
  readonly termsClause: string;
  readonly privacyLaw: string;
  readonly privacyAuthority: string;
}

const es: Wording = {
  version: 'Versión',
  rights: 'Sus derechos',
  terms: {
    title: 'Condiciones generales',
    sections: [
      { heading: 'Qué hacemos', paragraphs: ['{brand} le permite solicitar un préstamo en línea. Estudiamos su solicitud y le comunicamos el resultado, o le presentamos la oferta de una entidad colaboradora.'] },
      { heading: 'Su solicitud no le obliga', paragraphs: ['Enviar la solicitud no le obliga a contratar. Solo queda obligado si firma el contrato de préstamo, después de recibir toda la información precontractual.'] },
      { heading: 'Coste del préstamo', paragraphs: ['Antes de firmar verá el importe total que debe devolver, la tasa anual y todas las comisiones. No le cobramos nada por tramitar la solicitud.'] },
      { heading: 'Datos verdaderos', paragraphs: ['Se compromete a facilitar datos verdaderos y actualizados. Podemos comprobarlos y pedirle documentos que los acrediten.'] },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    sections: [
      { heading: 'Quién trata sus datos', paragraphs: ['{brand} es responsable del tratamiento de los datos que introduce en esta solicitud.'] },
      { heading: 'Para qué los usamos', paragraphs: ['Para estudiar su solicitud, comprobar su identidad y su solvencia, prevenir el fraude y hablar con usted sobre su solicitud. Solo le enviaremos ofertas comerciales si lo acepta.'] },
      { heading: 'Con quién los compartimos', paragraphs: ['Con las entidades prestamistas a las que presentamos su solicitud, con los proveedores que nos prestan servicios técnicos y con las autoridades cuando la ley lo exija.'] },
      { heading: 'Cuánto tiempo los guardamos', paragraphs: ['Mientras su solicitud esté en curso y, después, durante los plazos que exija la ley.'] },
    ],
  },
};

const en: Wording = {
  version: 'Version',
  rights: 'Your rights',
  terms: {
    title: 'Terms and conditions',
    sections: [
      { heading: 'What we do', paragraphs: ['{brand} lets you apply for a loan online. We assess your application and tell you the result, or show you the offer of a partner lender.'] },
      { heading: 'Applying does not bind you', paragraphs: ['Sending the application does not commit you to a loan. You are only bound once you sign the loan contract, after receiving all the information about it.'] },
      { heading: 'Cost of the loan', paragraphs: ['Before you sign you will see the total amount to repay, the annual rate and every fee. We charge nothing for handling your application.'] },
      { heading: 'True information', paragraphs: ['You agree to give true and up-to-date information. We may check it and ask you for documents that prove it.'] },
    ],
  },
  privacy: {
    title: 'Privacy notice',
    sections: [
      { heading: 'Who handles your data', paragraphs: ['{brand} is responsible for the personal data you enter in this application.'] },
      { heading: 'What we use it for', paragraphs: ['To assess your application, verify your identity and ability to repay, prevent fraud and contact you about your application. We only send you marketing if you agree to it.'] },
      { heading: 'Who we share it with', paragraphs: ['The lenders we present your application to, the providers that run our technical services, and the authorities when the law requires it.'] },
      { heading: 'How long we keep it', paragraphs: ['While your application is open and then for the periods the law requires.'] },
    ],
  },
};

const de: Wording = {
  version: 'Fassung',
  rights: 'Ihre Rechte',
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    sections: [
      { heading: 'Was wir tun', paragraphs: ['Mit {brand} beantragen Sie einen Kredit online. Wir prüfen Ihren Antrag und teilen Ihnen das Ergebnis mit oder zeigen Ihnen das Angebot einer Partnerbank.'] },
      { heading: 'Der Antrag verpflichtet Sie zu nichts', paragraphs: ['Der Antrag verpflichtet Sie nicht zum Abschluss. Gebunden sind Sie erst, wenn Sie den Kreditvertrag unterschreiben, nachdem Sie alle vorvertraglichen Informationen erhalten haben.'] },
      { heading: 'Kosten des Kredits', paragraphs: ['Vor der Unterschrift sehen Sie den Gesamtbetrag, den effektiven Jahreszins und alle Gebühren. Für die Bearbeitung Ihres Antrags berechnen wir nichts.'] },
      { heading: 'Wahre Angaben', paragraphs: ['Sie verpflichten sich, wahre und aktuelle Angaben zu machen. Wir können sie prüfen und Nachweise anfordern.'] },
    ],
  },
  privacy: {
    title: 'Datenschutzhinweise',
    sections: [
      { heading: 'Wer Ihre Daten verarbeitet', paragraphs: ['{brand} ist für die Daten verantwortlich, die Sie in diesem Antrag angeben.'] },
      { heading: 'Wofür wir sie verwenden', paragraphs: ['Um Ihren Antrag zu prüfen, Ihre Identität und Bonität zu prüfen, Betrug zu verhindern und Sie zu Ihrem Antrag zu kontaktieren. Werbung senden wir Ihnen nur mit Ihrer Einwilligung.'] },
      { heading: 'An wen wir sie weitergeben', paragraphs: ['An die Kreditgeber, denen wir Ihren Antrag vorlegen, an Dienstleister für unseren technischen Betrieb und an Behörden, wenn das Gesetz es verlangt.'] },
      { heading: 'Wie lange wir sie speichern', paragraphs: ['Solange Ihr Antrag läuft und danach für die gesetzlichen Aufbewahrungsfristen.'] },
    ],
  },
};

const pl: Wording = {
  version: 'Wersja',
  rights: 'Twoje prawa',
  terms: {
    title: 'Regulamin',
    sections: [
      { heading: 'Czym się zajmujemy', paragraphs: ['{brand} umożliwia złożenie wniosku o pożyczkę przez internet. Rozpatrujemy wniosek i przekazujemy wynik albo przedstawiamy ofertę współpracującego pożyczkodawcy.'] },
      { heading: 'Wniosek do niczego nie zobowiązuje', paragraphs: ['Złożenie wniosku nie zobowiązuje do zawarcia umowy. Zobowiązanie powstaje dopiero po podpisaniu umowy pożyczki, po otrzymaniu wszystkich informacji przedumownych.'] },
      { heading: 'Koszt pożyczki', paragraphs: ['Przed podpisaniem zobaczysz całkowitą kwotę do zapłaty, RRSO i wszystkie opłaty. Za rozpatrzenie wniosku nie pobieramy opłat.'] },
      { heading: 'Prawdziwe dane', paragraphs: ['Zobowiązujesz się podać prawdziwe i aktualne dane. Możemy je sprawdzić i poprosić o dokumenty, które je potwierdzają.'] },
    ],
  },
  privacy: {
    title: 'Polityka prywatności',
    sections: [
      { heading: 'Kto przetwarza Twoje dane', paragraphs: ['Administratorem danych podanych we wniosku jest {brand}.'] },
      { heading: 'W jakim celu', paragraphs: ['Aby rozpatrzyć wniosek, potwierdzić tożsamość i zdolność kredytową, zapobiegać oszustwom i kontaktować się w sprawie wniosku. Oferty marketingowe wysyłamy tylko za Twoją zgodą.'] },
      { heading: 'Komu je przekazujemy', paragraphs: ['Pożyczkodawcom, którym przedstawiamy wniosek, dostawcom usług technicznych oraz organom władzy, gdy wymaga tego prawo.'] },
      { heading: 'Jak długo je przechowujemy', paragraphs: ['Do czasu rozpatrzenia wniosku, a następnie przez okresy wymagane przez prawo.'] },
    ],
  },
};

const ro: Wording = {
  version: 'Versiunea',
  rights: 'Drepturile dumneavoastră',
  terms: {
    title: 'Termeni și condiții',
    sections: [
      { heading: 'Ce facem', paragraphs: ['{brand} vă permite să solicitați un împrumut online. Analizăm cererea și vă comunicăm rezultatul sau vă prezentăm oferta unui creditor partener.'] },
      { heading: 'Cererea nu vă obligă', paragraphs: ['Trimiterea cererii nu vă obligă să contractați. Sunteți obligat doar după ce semnați contractul de credit, după ce ați primit toate informațiile precontractuale.'] },
      { heading: 'Costul împrumutului', paragraphs: ['Înainte de semnare veți vedea suma totală de plată, DAE și toate comisioanele. Nu percepem nimic pentru analiza cererii.'] },
      { heading: 'Date reale', paragraphs: ['Vă angajați să furnizați date reale și actualizate. Le putem verifica și vă putem cere documente doveditoare.'] },
    ],
  },
  privacy: {
    title: 'Politica de confidențialitate',
    sections: [
      { heading: 'Cine vă prelucrează datele', paragraphs: ['{brand} este operatorul datelor pe care le introduceți în această cerere.'] },
      { heading: 'În ce scop', paragraphs: ['Pentru a analiza cererea, a vă verifica identitatea și bonitatea, a preveni frauda și a vă contacta despre cerere. Vă trimitem oferte comerciale numai cu acordul dumneavoastră.'] },
      { heading: 'Cui le transmitem', paragraphs: ['Creditorilor cărora le prezentăm cererea, furnizorilor de servicii tehnice și autorităților, când legea o cere.'] },
      { heading: 'Cât timp le păstrăm', paragraphs: ['Cât timp cererea este în curs și apoi pe durata prevăzută de lege.'] },
    ],
  },
};

const vi: Wording = {
  version: 'Phiên bản',
  rights: 'Quyền của bạn',
  terms: {
    title: 'Điều khoản và điều kiện',
    sections: [
      { heading: 'Chúng tôi làm gì', paragraphs: ['{brand} giúp bạn đăng ký khoản vay trực tuyến. Chúng tôi xem xét hồ sơ và thông báo kết quả, hoặc giới thiệu ưu đãi của một đối tác cho vay.'] },
      { heading: 'Đăng ký không ràng buộc bạn', paragraphs: ['Gửi hồ sơ không buộc bạn phải vay. Bạn chỉ bị ràng buộc khi ký hợp đồng vay, sau khi đã nhận đầy đủ thông tin về khoản vay.'] },
      { heading: 'Chi phí khoản vay', paragraphs: ['Trước khi ký, bạn sẽ thấy tổng số tiền phải trả, lãi suất năm và mọi khoản phí. Chúng tôi không thu phí xử lý hồ sơ.'] },
      { heading: 'Thông tin trung thực', paragraphs: ['Bạn cam kết cung cấp thông tin trung thực và cập nhật. Chúng tôi có thể kiểm tra và yêu cầu giấy tờ chứng minh.'] },
    ],
  },
  privacy: {
    title: 'Chính sách quyền riêng tư',
    sections: [
      { heading: 'Ai xử lý dữ liệu của bạn', paragraphs: ['{brand} chịu trách nhiệm về dữ liệu cá nhân bạn nhập trong hồ sơ này.'] },
      { heading: 'Chúng tôi dùng để làm gì', paragraphs: ['Để xem xét hồ sơ, xác minh danh tính và khả năng trả nợ, phòng chống gian lận và liên hệ với bạn về hồ sơ. Chúng tôi chỉ gửi quảng cáo khi bạn đồng ý.'] },
      { heading: 'Chúng tôi chia sẻ với ai', paragraphs: ['Với các bên cho vay mà chúng tôi giới thiệu hồ sơ, các nhà cung cấp dịch vụ kỹ thuật và cơ quan nhà nước khi pháp luật yêu cầu.'] },
      { heading: 'Chúng tôi lưu trong bao lâu', paragraphs: ['Trong thời gian hồ sơ đang được xử lý và sau đó theo thời hạn pháp luật quy định.'] },
    ],
  },
};

// The cancellation right and the authorities, per country (EU: Consumer Credit Directive Art. 14 and GDPR Art. 77).
const COUNTRY_CLAUSES: Readonly<Record<Country, CountryClauses>> = {
  ES: {
    wording: es,
    termsHeading: 'Derecho de desistimiento',
    termsClause: 'Dispone de 14 días naturales desde la firma del contrato para desistir de él sin dar explicaciones (Ley 16/2011, de contratos de crédito al consumo).',
    privacyLaw: 'Tratamos sus datos conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018. Puede acceder a sus datos, rectificarlos, suprimirlos, oponerse a su tratamiento, limitarlo y pedir su portabilidad, y retirar su consentimiento en cualquier momento.',
    privacyAuthority: 'Puede reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).',
  },
  MX: {
    wording: es,
    termsHeading: 'Cancelación y aclaraciones',
    termsClause: 'Puede cancelar el contrato dentro de los 10 días hábiles siguientes a su firma, sin costo, si no ha utilizado el crédito. Para aclaraciones y quejas puede acudir a la CONDUSEF (www.condusef.gob.mx).',
    privacyLaw: 'Tratamos sus datos conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares. Puede ejercer sus derechos de acceso, rectificación, cancelación y oposición (ARCO) y revocar su consentimiento.',
    privacyAuthority: 'Si considera vulnerado su derecho, puede acudir a la autoridad de protección de datos personales.',
  },
  CO: {
    wording: es,
    termsHeading: 'Quejas',
    termsClause: 'Puede presentar quejas ante el defensor del consumidor financiero o ante la Superintendencia Financiera de Colombia (www.superfinanciera.gov.co).',
    privacyLaw: 'Tratamos sus datos conforme a la Ley 1581 de 2012. Puede conocer, actualizar y rectificar sus datos, pedir su supresión y revocar la autorización que nos dio.',
    privacyAuthority: 'Puede presentar quejas ante la Superintendencia de Industria y Comercio (www.sic.gov.co).',
  },
  DE: {
    wording: de,
    termsHeading: 'Widerrufsrecht',
    termsClause: 'Sie können Ihre Vertragserklärung innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen (§ 495 BGB).',
    privacyLaw: 'Wir verarbeiten Ihre Daten nach der Verordnung (EU) 2016/679 (DSGVO). Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Widerspruch und Datenübertragbarkeit und können Ihre Einwilligung jederzeit widerrufen.',
    privacyAuthority: 'Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren.',
  },
  PL: {
    wording: pl,
    termsHeading: 'Prawo odstąpienia od umowy',
    termsClause: 'Możesz odstąpić od umowy pożyczki w terminie 14 dni od jej zawarcia bez podania przyczyny (ustawa o kredycie konsumenckim).',
    privacyLaw: 'Przetwarzamy dane zgodnie z rozporządzeniem (UE) 2016/679 (RODO). Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia oraz sprzeciwu, a zgodę możesz wycofać w każdej chwili.',
    privacyAuthority: 'Możesz złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych (uodo.gov.pl).',
  },
  RO: {
    wording: ro,
    termsHeading: 'Dreptul de retragere',
    termsClause: 'Vă puteți retrage din contractul de credit în 14 zile calendaristice de la semnare, fără a invoca un motiv (OUG nr. 50/2010).',
    privacyLaw: 'Prelucrăm datele conform Regulamentului (UE) 2016/679 (GDPR). Aveți dreptul de acces, rectificare, ștergere, restricționare, portabilitate și opoziție și vă puteți retrage oricând consimțământul.',
    privacyAuthority: 'Puteți depune o plângere la ANSPDCP (www.dataprotection.ro).',
  },
  VN: {
    wording: vi,
    termsHeading: 'Khiếu nại',
    termsClause: 'Bạn có thể gửi khiếu nại về dịch vụ cho chúng tôi; nếu chưa thỏa đáng, bạn có thể liên hệ cơ quan bảo vệ quyền lợi người tiêu dùng.',
    privacyLaw: 'Chúng tôi xử lý dữ liệu theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân. Bạn có quyền được biết, truy cập, chỉnh sửa, xóa dữ liệu và rút lại sự đồng ý.',
    privacyAuthority: 'Bạn có thể khiếu nại với cơ quan chuyên trách bảo vệ dữ liệu cá nhân.',
  },
  PH: {
    wording: en,
    termsHeading: 'Disclosure before you sign',
    termsClause: 'Before you sign, the lender gives you a disclosure statement with the full cost of the loan (Truth in Lending Act, Republic Act No. 3765).',
    privacyLaw: 'We process your data under the Data Privacy Act of 2012 (Republic Act No. 10173). You have the right to be informed, to access, correct and erase your data, to object and to data portability, and you may withdraw your consent at any time.',
    privacyAuthority: 'You may file a complaint with the National Privacy Commission (privacy.gov.ph).',
  },
};

const withBrand = (document: PolicyDocument, brand: string): PolicyDocument => ({
  title: document.title,
  sections: document.sections.map((section) => ({ heading: section.heading, paragraphs: section.paragraphs.map((p) => p.replaceAll('{brand}', brand)) })),
});

/** The document `id` for a brand of `country`, in the country's language, with its country clauses; `versionLabel` heads the version line. */
export function policyDocument(country: Country, id: PolicyDocumentId, brand: string): { readonly document: PolicyDocument; readonly versionLabel: string } {
  const clauses = COUNTRY_CLAUSES[country];
  const base = id === 'general-terms' ? clauses.wording.terms : clauses.wording.privacy;
  const extra =
    id === 'general-terms'
      ? { heading: clauses.termsHeading, paragraphs: [clauses.termsClause] }
      : { heading: clauses.wording.rights, paragraphs: [clauses.privacyLaw, clauses.privacyAuthority] };
  return { document: withBrand({ title: base.title, sections: [...base.sections, extra] }, brand), versionLabel: clauses.wording.version };
}
