export { LabelsDialog } from './LabelsDialog';
export { useLabels } from './use-labels';
