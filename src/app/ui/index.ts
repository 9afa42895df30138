/** The design system: tokens (tokens.css), base styles and components (ui.css), brand files (public/brand). */
export * from './core';
export { Badge, type BadgeTone } from './Badge';
export { Block } from './Block';
export { Card } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Dialog } from './Dialog';
export { EmptyState } from './EmptyState';
export { Illustration, type IllustrationName } from './Illustration';
export { Pagination } from './Pagination';
export { ProductCard, ProductGrid, ProductGridSkeleton } from './ProductCard';
export { PhoneField } from './PhoneField';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { Skeleton } from './Skeleton';
export { Stepper, type StepperState, type StepperStep } from './Stepper';
export { Table, type TableColumn } from './Table';
export { Tabs, type TabItem } from './Tabs';
export { TextArea, type TextAreaProps } from './TextArea';
export { Toasts, type ToastMessage } from './Toasts';
