export { TemplateEditor, type TemplateEditorProps } from './TemplateEditor';
export { TemplateInput } from './TemplateInput';
export { HandlebarPicker } from './HandlebarPicker';
export { PreviewPane } from './PreviewPane';
