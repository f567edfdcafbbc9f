import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { OfferReferenceData, OfferScreenDefinition } from '../../../domain/offer/OfferScreenDefinition';
import { offerScreenFor } from '../../../domain/offer/offerScreenDefinitions';
import { useApp } from '../../hooks/AppContext';
import { useFunnelNavigate } from '../../hooks/useFunnelNavigate';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useToday } from '../../hooks/useToday';
import { useValueContext } from '../../steps/useValueContext';
import { NotLoadedNotice } from '../../kit/NotLoadedNotice';
import { Spinner } from '../../kit/Spinner';
import { TranslateProvider, useT, type TranslateFn } from '../../kit/Translate';
import { optionalText } from '../../steps/flowText';
import { laterStepsChunk, withLaterSteps } from '../../steps/laterSteps';
import type { FormEngine } from '../../steps/formEngine';
import { offerScreenKeys } from './offerScreenKeys';
import { OfferFormStore } from './OfferFormStore';
import type { OfferScreenProps } from './OfferScreenProps';

/** Loads the reference data a definition's options come from (vehicle models, the API's policies); null until there. */
function useReferenceData(definition: OfferScreenDefinition, offer: OfferScreenProps['offer'], attempt: number): { data: OfferReferenceData | null; failed: boolean } {
  const [state, setState] = useState<{ data: OfferReferenceData | null; failed: boolean }>({ data: null, failed: false });
  useEffect(() => {
    let live = true;
    setState({ data: null, failed: false });
    const needsVehicles = definition.fields.some((field) => field.optionsFrom === 'vehicleMakes' || field.optionsFrom === 'vehicleModels');
    void Promise.all([
      needsVehicles ? offer.loadReferenceData.execute({ kind: 'vehicleModels' }) : null,
      definition.consentsFromApi ? offer.loadReferenceData.execute({ kind: 'policies' }) : null,
    ]).then(([vehicles, policies]) => {
      if (!live) return;
      if ((vehicles && !vehicles.ok) || (policies && !policies.ok)) return setState({ data: null, failed: true });
      setState({
        data: { ...(vehicles?.ok ? { vehicles: vehicles.value } : {}), ...(policies?.ok ? { policies: policies.value.policies } : {}) },
        failed: false,
      });
    });
    return () => {
      live = false;
    };
  }, [definition, offer, attempt]);
  return state;
}

/**
 * The data screens of the offer stage (issue 12; docs/offer-stage.md): any definition of domain/offer rendered by the
 * flows' form engine (StepForm and its controls, the same rules and messages), one page holding all its questions.
 * Continue checks the answers, sends them through SubmitOfferStep and follows the progress state the API answers
 * (docs/states-and-routes.md "Application states"); the API's field errors show on their fields. The dynamic consents' labels are the API's policies, named
 * by the texts of their `titleKey`.
 */
export function createOfferFormPage(engine: FormEngine): ComponentType<OfferScreenProps> {
  return observer(function OfferFormPage({ offer, route, title }: OfferScreenProps) {
    return <OfferFormScreen offer={offer} route={route} title={title} engine={engine} />;
  });
}

const OfferFormScreen = observer(function OfferFormScreen({ offer, route, title, engine }: OfferScreenProps & { engine: FormEngine }) {
  const t = useT();
  const definition = offerScreenFor(route);
  const [attempt, setAttempt] = useState(0);
  const reference = useReferenceData(definition ?? EMPTY_DEFINITION, offer, attempt);
  if (!definition) return null;
  if (reference.failed) {
    return <NotLoadedNotice heading={<h1>{title}</h1>} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  if (!reference.data) return <Spinner label={t('common^chrome>loading')} variant="neutral" />;
  return <OfferForm key={route} definition={definition} referenceData={reference.data} offer={offer} title={title} engine={engine} />;
});

const EMPTY_DEFINITION: OfferScreenDefinition = { route: '/consents', screen: '', state: 0, call: 'policy', fields: [] };

const OfferForm = observer(function OfferForm({
  definition,
  referenceData,
  offer,
  title,
  engine,
}: {
  definition: OfferScreenDefinition;
  referenceData: OfferReferenceData;
  offer: OfferScreenProps['offer'];
  title: string;
  engine: FormEngine;
}) {
  const { QuestionPage, StepForm, FIELD_RULES, summaryTarget, validationMessage, visibleFields } = engine;
  const appT = useT();
  const { services, stores } = useApp();
  const { brand } = services;
  const navigate = useFunnelNavigate();
  const today = useToday();
  const ctx = useValueContext();
  const [store] = useState(() => new OfferFormStore(definition, referenceData, offer, stores.funnel, ctx, today().y, engine));
  const [focusOnMount] = useState(() => stores.chrome.navigatedInApp);
  const keys = useMemo(() => offerScreenKeys(definition.screen), [definition.screen]);
  // The API's policies are named by their titleKey's text on this screen; a policy without one by its id.
  const t: TranslateFn = useMemo(() => {
    const labels = new Map((referenceData.policies ?? []).map((policy) => [keys.label(`consents.${policy.id}`), [policy.titleKey, policy.id] as const]));
    return (key, params) => {
      const policy = labels.get(key);
      return policy ? (optionalText(appT, keys.policy(policy[0])) ?? policy[1]) : appT(key, params);
    };
  }, [appT, keys, referenceData]);
  const { form } = store;
  // Offer-stage screens keep drafts too (docs/drafts.md), under a name no flow step has.
  const draftScreen = `offer:${definition.screen}`;
  useEffect(() => {
    if (services.draftsStored?.()) laterStepsChunk.prefetch();
    let stopDraft = () => {};
    const stop = withLaterSteps((chunk) => (stopDraft = chunk.keepDraft(store.form, draftScreen, stores.funnel, services.answerDrafts)));
    return () => {
      stop();
      stopDraft();
    };
  }, [store, draftScreen, stores, services]);
  const hint = optionalText(t, keys.hint);
  // A screen with a single question makes it the page heading (as the flows' steps do); the others carry the title.
  const single = visibleFields(form.step).length === 1;
  usePageTitle(title, form.hasProblems);

  const errors = form.orderedProblems.map(({ field, problem }) => ({
    fieldId: summaryTarget(field),
    message: validationMessage(t, problem, brand.intlLocale, field.name),
    label: t(keys.label(field.name)),
  }));

  const onContinue = async () => {
    const outcome = await store.submit(FIELD_RULES, today());
    if (outcome.kind !== 'route') return;
    laterStepsChunk.current()?.discardDraft(form, draftScreen);
    navigate(outcome.route, 'REPLACE');
  };

  return (
    <TranslateProvider t={t}>
      {store.failed && (
        <div className="notice notice--warning" role="alert">
          <p>{t('common^notices>saveFailed')}</p>
        </div>
      )}
      <QuestionPage
        stepKey={definition.screen}
        focusOnMount={() => focusOnMount}
        heading={single ? undefined : title}
        {...(hint !== undefined ? { hint } : {})}
        errors={errors}
        errorFocusKey={form.attempts}
        onContinue={() => void onContinue()}
        busy={store.busy}
      >
        <StepForm step={form.step} form={form} keys={keys} ctx={{ ...ctx, country: definition.country ?? ctx.country }} currency={brand.currency} displayLocale={brand.intlLocale} />
      </QuestionPage>
    </TranslateProvider>
  );
});
