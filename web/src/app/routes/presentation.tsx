import { FileDown, FileText, Info } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MarkdownDocument } from '@/features/pages/components/markdown-document';
import { markdownToText } from '@/features/pages/lib/markdown-to-text';
import { presentationFor } from '@/features/pages/lib/presentation-document';
import '@/features/pages/pages.css';

// A chunk of its own, shared with the reading export: imported here, not statically, so the
// entry's preload list need not name it (route budgets). Loaded with the page (below), so the
// click itself makes no network request.
const saveFileCode = () => import('@/lib/save-file');
const saveFile = (content: string, fileName: string, type: string) =>
  void saveFileCode().then((m) => m.saveFile(content, fileName, type));

export function Component() {
  const { t, i18n } = useTranslation('pages');
  const markdown = presentationFor(i18n.resolvedLanguage ?? i18n.language);
  const fileName = t('presentation.fileName');
  useEffect(() => void saveFileCode(), []);

  return (
    <div className="page-stack presentation">
      <title>{t('common:pageTitle', { page: t('presentation.title') })}</title>
      <header className="presentation-header">
        <div>
          <h1 className="page-title">{t('presentation.title')}</h1>
          <p className="page-lead">{t('presentation.lead')}</p>
        </div>
        <div className="form-actions" role="group" aria-label={t('presentation.downloadsLabel')}>
          <Button onClick={() => saveFile(markdown, `${fileName}.md`, 'text/markdown')}>
            <FileDown size={18} aria-hidden="true" />
            {t('presentation.downloadMarkdown')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => saveFile(markdownToText(markdown), `${fileName}.txt`, 'text/plain')}
          >
            <FileText size={18} aria-hidden="true" />
            {t('presentation.downloadText')}
          </Button>
        </div>
      </header>

      <div className="presentation-layout">
        <aside className="card instructions" aria-labelledby="instructions-title">
          <h2 id="instructions-title">
            <Info size={20} aria-hidden="true" />
            {t('presentation.instructionsTitle')}
          </h2>
          <ol>
            {(t('presentation.instructions', { returnObjects: true }) as string[]).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>{t('presentation.formatsNote')}</p>
        </aside>

        <article className="card presentation-document">
          <MarkdownDocument source={markdown} headingOffset={1} />
        </article>
      </div>
    </div>
  );
}
