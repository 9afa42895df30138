import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { UI_LANGUAGE_CODES } from '../../../contract/languages';
import { EDITABLE_CONTENT_TYPES } from '../../../contract/staff-content';
import { contentEditorMachine } from '../../../../machines/content-editor-machine';
import { draftOf, emptyDraft, isScheduled, type DraftField, type DraftValues } from '../../../../machines/content-draft';
import { NewsArticle, NewsCardFace } from '../../features/club/news-faces';
import { Badge, Button, Checkbox, MachineForm, PageTitle, Select, Skeleton, TextArea, TextField } from '../../ui';
import { useOn } from '../../ui/core';
import { NotAllowed } from '../NotAllowed';
import { StaffLink } from '../StaffLink';
import { staffMay } from '../staff-session';
import { staffQueryClient } from '../staff-queries';
import { contentItemQuery, previewContent, saveContent, setContentVisible } from './content-api';
import { CONTENT_TYPE_NAMES, FIELD_MESSAGES, languageLabel, regionChoices } from './content-texts';
import { ContentState } from './ContentListPage';
import './content-desk.css';
import { StaffLoadFailed } from '../QueryStates';

const editor = contentEditorMachine.provide({ actors: { save: fromPromiseOf(saveContent), 'set visible': fromPromiseOf(setContentVisible), preview: fromPromiseOf(previewContent) } });

function fromPromiseOf<I, O>(call: (input: I) => Promise<O>) {
  return fromPromise<O, I>(({ input }) => call(input));
}

/** /staff/content/new: a new item, news for every region, published now. */
export function NewContentPage() {
  const { i18n } = useLingui();
  if (!staffMay('content.manage')) return <NotAllowed />;
  return <ContentEditor uuid={null} values={emptyDraft(new Date(), i18n.locale.slice(0, 2))} />;
}

/** /staff/content/{uuid}: an item of the member's regions, as saved. */
export function EditContentPage({ uuid }: { uuid: string }) {
  if (!staffMay('content.manage')) return <NotAllowed />;
  return <LoadedEditor uuid={uuid} />;
}

function LoadedEditor({ uuid }: { uuid: string }) {
  const item = useQuery(contentItemQuery(uuid));
  if (item.isPending) return <Skeleton shape="block" height="24rem" />;
  if (item.isError) {
    return (
      <StaffLoadFailed onRetry={() => void item.refetch()}><Trans>The item could not be loaded.</Trans></StaffLoadFailed>
    );
  }
  return <ContentEditor key={uuid} uuid={uuid} values={draftOf(item.data)} />;
}

function ContentEditor({ uuid, values }: { uuid: string | null; values: DraftValues }) {
  const { t, i18n } = useLingui();
  const actor = useActorRef(editor, { input: { uuid, values } });
  const state = useSelector(actor, (snapshot) => snapshot);
  const draft = state.context.values;
  const saving = state.matches({ form: 'saving' });
  const switching = state.matches({ form: 'switching' });
  // The list reads afresh; the item's own query too, so coming back shows what was saved.
  useOn(actor, 'saved', () => void staffQueryClient.invalidateQueries({ queryKey: ['staff', 'content'] }));
  const change = (field: keyof DraftValues) => (event: { target: { value: string } }) => actor.send({ type: 'CHANGE', field, value: event.target.value });
  const check = (field: keyof DraftValues) => (event: { target: { checked: boolean } }) => actor.send({ type: 'CHANGE', field, value: event.target.checked });
  const errors = (field: DraftField) => (state.context.problems[field]?.length ? [t(FIELD_MESSAGES[field])] : undefined);
  const saved = state.context.uuid !== null;

  return (
    <>
      <PageTitle subtitle={<StaffLink href="/staff/content"><Trans>Back to the content list</Trans></StaffLink>}>
        {saved ? <Trans>Edit item</Trans> : <Trans>New item</Trans>}
      </PageTitle>
      <div className="staff-editor">
        <MachineForm onSubmit={() => actor.send({ type: 'SAVE' })} className="staff-editor__form" problems={state.context.failed ? [t`The item could not be saved. Nothing you typed is lost: try again.`] : undefined}>
          <div className="staff-editor__row">
            <Select label={t`Type`} value={draft.type} onChange={change('type')} errors={errors('type')}
              options={EDITABLE_CONTENT_TYPES.map((type) => ({ value: type, label: t(CONTENT_TYPE_NAMES[type]) }))} />
            <Select label={t`Region`} value={draft.region} onChange={change('region')} errors={errors('region')} options={regionChoices(i18n)} />
            <Select label={t`Language`} value={draft.language} onChange={change('language')} errors={errors('language')}
              options={UI_LANGUAGE_CODES.map((code) => ({ value: code, label: languageLabel(code) }))} />
          </div>
          <TextField label={t`Title`} value={draft.title} onChange={change('title')} errors={errors('title')} maxLength={200} />
          <TextArea label={t`Summary`} hint={t`Shown on the news card and above the text.`} value={draft.excerpt} onChange={change('excerpt')} errors={errors('excerpt')} rows={2} />
          {draft.type === 'video' ? <TextField label={t`YouTube address`} value={draft.youtube} onChange={change('youtube')} errors={errors('youtube')} /> : null}
          {draft.type === 'resource' ? <TextField label={t`Link address`} type="url" value={draft.url} onChange={change('url')} errors={errors('url')} /> : null}
          <TextArea className="staff-editor__body" label={t`Text (HTML)`} hint={t`Paragraphs, headings, lists, links and https images; anything else is removed.`}
            value={draft.html} onChange={change('html')} errors={errors('html')} rows={10} />
          <TextField label={t`Image address`} hint={t`Optional: an https address or a path under /content/.`} value={draft.media} onChange={change('media')} errors={errors('media')} />
          <TextField label={t`Publication date`} hint={t`A future date schedules the item: members see it from then on.`} type="datetime-local"
            value={draft.publishedAt} onChange={change('publishedAt')} errors={errors('published_at')} />
          <Checkbox label={t`Visible to members`} checked={draft.visible} onChange={check('visible')} />
          {draft.type === 'news' ? <Checkbox label={t`Pinned to the home page slider`} checked={draft.sticky} onChange={check('sticky')} /> : null}
          <div className="staff-editor__buttons">
            <Button type="submit" loading={saving} disabled={switching}>{saved ? <Trans>Save changes</Trans> : <Trans>Publish</Trans>}</Button>
            {saved ? (
              <Button variant="secondary" loading={switching} disabled={saving} onClick={() => actor.send({ type: 'SET_VISIBLE', visible: !draft.visible })}>
                {draft.visible ? <Trans>Hide from members</Trans> : <Trans>Show to members</Trans>}
              </Button>
            ) : null}
          </div>
          <p role="status" className="staff-editor__saved">{state.context.saved ? <Trans>Saved.</Trans> : null}</p>
        </MachineForm>
        <EditorPreview draft={draft} html={state.context.preview} stale={state.matches({ preview: 'failed' })} />
      </div>
    </>
  );
}

/** The item as members will see it: the portal's news card and article, the body as the server will store it. */
function EditorPreview({ draft, html, stale }: { draft: DraftValues; html: string | null; stale: boolean }) {
  const at = new Date(draft.publishedAt);
  const face = { title: draft.title, excerpt: draft.excerpt, media: draft.media || null, publishedAt: (Number.isNaN(at.getTime()) ? new Date() : at).toISOString() };
  return (
    <section className="staff-editor__preview" aria-labelledby="staff-editor-preview">
      <h2 id="staff-editor-preview" className="staff-editor__preview-title">
        <Trans>Preview</Trans>
        <ContentState item={{ scheduled: isScheduled(draft, new Date()), visible: draft.visible }} />
      </h2>
      {draft.type === 'news' ? <div className="app-news-card staff-editor__card"><NewsCardFace item={face} /></div> : null}
      <div className="staff-editor__article">
        <NewsArticle item={face} html={html ?? ''} />
        {stale ? <p className="staff-editor__stale"><Trans>The preview could not be updated; it shows the text as it was.</Trans></p> : null}
      </div>
      {draft.type !== 'news' ? <Badge tone="neutral">{draft.type === 'video' ? draft.youtube : draft.url}</Badge> : null}
    </section>
  );
}
