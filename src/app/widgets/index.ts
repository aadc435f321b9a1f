export { ActionCard, type ActionCardProps } from './ActionCard';
export { LoadingScreen } from './LoadingScreen';
export { MentionTextInput, type MentionTextInputProps } from './mentions/MentionTextInput';
export { SaveErrorAlert, type SaveError } from './SaveErrorAlert';
export { useFormSave } from './useFormSave';
