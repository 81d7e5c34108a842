import * as React from 'react';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import type { DocumentActionComponent } from '@strapi/content-manager/strapi-admin';
import { Box, Button, Field, Flex, Textarea } from '@strapi/design-system';
import { useNavigate } from 'react-router-dom';
import { texts } from './texts';

/** The types members change themselves from their company pages (src/editors/queue.ts). */
const SELF_SERVICE = ['api::partner.partner', 'api::product.product', 'api::exhibitor.exhibitor'];

export const rejectTexts = texts('reject', {
  label: { en: 'Reject change', nl: 'Wijziging afwijzen' },
  title: { en: "Reject the member's change?", nl: 'De wijziging van het lid afwijzen?' },
  reason: { en: 'Reason', nl: 'Reden' },
  hint: {
    en: "The member gets this reason by mail. The live version comes back; a product that was never published is removed, an exhibitor that was never published loses the member's message and products.",
    nl: 'Het lid krijgt deze reden per mail. De gepubliceerde versie komt terug; een product dat nooit gepubliceerd was, wordt verwijderd, een exposant die nooit gepubliceerd was verliest bericht en producten van het lid.',
  },
  cancel: { en: 'Cancel', nl: 'Annuleren' },
  confirm: { en: 'Reject', nl: 'Afwijzen' },
  done: { en: 'Change rejected; the member gets the reason by mail.', nl: 'Wijziging afgewezen; het lid krijgt de reden per mail.' },
  failed: { en: 'Rejecting failed. Try again later.', nl: 'Afwijzen is mislukt. Probeer het later opnieuw.' },
});
type FailedCall = { response?: { data?: { error?: { message?: string } } } };

/** The reason, asked for before the change is rejected (POST /standplaats/company-edits/…/reject). */
function RejectForm({ model, documentId, onClose }: { model: string; documentId: string; onClose: () => void }) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const navigate = useNavigate();
  const t = rejectTexts.useText();
  const [reason, setReason] = React.useState('');
  const [error, setError] = React.useState<string>();
  const [busy, setBusy] = React.useState(false);

  const reject = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await post(`/standplaats/company-edits/${model}/${documentId}/reject`, { reason });
      toggleNotification({ type: 'success', message: t('done') });
      onClose();
      navigate(`/content-manager/collection-types/${model}`);
    } catch (failure) {
      setError((failure as FailedCall).response?.data?.error?.message ?? t('failed'));
      setBusy(false);
    }
  };

  return (
    <Box tag="form" onSubmit={reject} padding={6}>
      <Flex direction="column" alignItems="stretch" gap={4}>
        <Field.Root name="reason" required error={error} hint={t('hint')}>
          <Field.Label>{t('reason')}</Field.Label>
          <Textarea value={reason} onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => setReason(event.target.value)} maxLength={1000} />
          <Field.Hint />
          <Field.Error />
        </Field.Root>
        <Flex gap={2} justifyContent="flex-end">
          <Button variant="tertiary" onClick={onClose} type="button">
            {t('cancel')}
          </Button>
          <Button variant="danger" type="submit" loading={busy}>
            {t('confirm')}
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}

/** "Wijziging afwijzen" on a company, product or exhibitor that a member changed and nobody published yet. */
export const RejectEdit: DocumentActionComponent = ({ model, documentId, document }) => {
  const t = rejectTexts.useText();
  if (!SELF_SERVICE.includes(model) || !documentId || !document?.submittedAt) return null;
  return {
    label: t('label'),
    position: 'panel',
    variant: 'danger-light',
    dialog: {
      type: 'modal',
      title: t('title'),
      content: ({ onClose }: { onClose: () => void }) => <RejectForm model={model} documentId={documentId} onClose={onClose} />,
    },
  };
};
