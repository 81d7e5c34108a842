import { routeLocale } from '@/i18n/params';
import { LanguageSwitch } from '@/components/layout/language-switch';

/** The header's language switch on pages whose path is the same in both languages. */
export default async function DefaultLanguages({ params }: { params: Promise<{ locale: string }> }) {
  await routeLocale(params);
  return <LanguageSwitch />;
}
