import * as React from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import type { DocumentActionComponent } from '@strapi/content-manager/strapi-admin';
import { Box, Button, Field, Flex, Modal, Typography } from '@strapi/design-system';
import { texts } from './texts';

const VENUE = 'api::venue.venue';
/** api/stand/admin-route.ts */
const IMPORT_PATH = '/standplaats/stands/import';

/** The texts of "import stands", in the admin's languages. */
export const standsTexts = texts('stands', {
  label: { en: 'Import stands (CSV)', nl: 'Stands importeren (CSV)' },
  title: { en: 'Import the stands of this venue', nl: 'De stands van deze locatie importeren' },
  help: {
    en: 'A CSV file with the columns hall, stand, x, y, width, depth (comma or semicolon separated). x and y are the metres from the hall’s top-left corner to the stand’s top-left corner; width runs to the right, depth down. The file replaces every stand of the halls it names; halls it does not name keep theirs. Save the venue’s halls with a code, width and depth first.',
    nl: 'Een CSV-bestand met de kolommen hall, stand, x, y, width, depth (gescheiden door komma’s of puntkomma’s). x en y zijn de meters van de linkerbovenhoek van de hal tot de linkerbovenhoek van de stand; width (breedte) loopt naar rechts, depth (diepte) naar beneden. Het bestand vervangt alle stands van de hallen die erin staan; andere hallen houden hun stands. Sla eerst de hallen van de locatie op met een code, breedte en diepte.',
  },
  file: { en: 'File', nl: 'Bestand' },
  import: { en: 'Import', nl: 'Importeren' },
  cancel: { en: 'Close', nl: 'Sluiten' },
  done: { en: 'Imported: {halls}.', nl: 'Geïmporteerd: {halls}.' },
  hall: { en: 'hall {hall}: {stands} stands', nl: 'hal {hall}: {stands} stands' },
  refused: { en: 'Nothing was imported. Mend these lines and try again:', nl: 'Er is niets geïmporteerd. Verbeter deze regels en probeer het opnieuw:' },
  failed: { en: 'The import failed. Try again later.', nl: 'Het importeren is mislukt. Probeer het later opnieuw.' },
});

type Report = { imported: true; halls: { hall: string; stands: number }[] } | { imported: false; problems: { message: string }[] };
type FailedCall = { response?: { data?: { data?: Report } } };

/** The modal's body: a file, then the report (the CMS's own words for each line that does not fit). */
const ImportForm = ({ venue, onClose }: { venue: string; onClose: () => void }) => {
  const { post } = useFetchClient();
  const t = standsTexts.useText();
  const [file, setFile] = React.useState<File | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [report, setReport] = React.useState<Report | 'failed' | null>(null);

  const send = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const { data } = await post<{ data: Report }>(IMPORT_PATH, { venue, csv: await file.text() });
      setReport(data.data);
    } catch (error) {
      setReport((error as FailedCall).response?.data?.data ?? 'failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Modal.Body>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Field.Root name="stands-file" hint={t('help')}>
            <Field.Label>{t('file')}</Field.Label>
            <input type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
            <Field.Hint />
          </Field.Root>
          <Box aria-live="polite">
            {report === 'failed' && <Typography textColor="danger600">{t('failed')}</Typography>}
            {report && report !== 'failed' && report.imported && (
              <Typography textColor="success600">{t('done', { halls: report.halls.map((hall) => t('hall', hall)).join(', ') })}</Typography>
            )}
            {report && report !== 'failed' && !report.imported && (
              <>
                <Typography textColor="danger600">{t('refused')}</Typography>
                <ul>
                  {report.problems.map((problem, i) => (
                    <li key={i}>
                      <Typography>{problem.message}</Typography>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Box>
        </Flex>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="tertiary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button onClick={send} loading={busy} disabled={!file}>
          {t('import')}
        </Button>
      </Modal.Footer>
    </>
  );
};

/** A venue's "import stands": a CSV of its halls' stands, replaced all at once or not at all (floor-plans/import.ts). */
export const ImportStands: DocumentActionComponent = ({ model, documentId }) => {
  const t = standsTexts.useText();
  if (model !== VENUE || !documentId) return null;
  return {
    label: t('label'),
    position: 'panel',
    dialog: { type: 'modal', title: t('title'), content: ({ onClose }) => <ImportForm venue={documentId} onClose={onClose} /> },
  };
};
