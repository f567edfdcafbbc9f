import { QuestionPage } from '../kit/QuestionPage';
import { validationMessage } from '../kit/validationMessage';
import { StepFormStore } from './StepFormStore';
import { summaryTarget } from './FieldControl';
import { FIELD_RULES } from './fieldRules';
import { StepForm, visibleFields } from './StepForm';

/**
 * The flows' form engine as one value, exported by the application page's module (ui/app/ApplicationPage.tsx) for
 * the offer stage's data screens (ui/pages/offer/OfferFormPage.tsx). They reach it through that module's own chunk:
 * importing these modules directly made the bundler split the first step's chunk in two (+0.9 KB gzip measured,
 * first-step budget).
 */
export const FORM_ENGINE = { QuestionPage, StepForm, visibleFields, StepFormStore, FIELD_RULES, summaryTarget, validationMessage };
export type FormEngine = typeof FORM_ENGINE;
