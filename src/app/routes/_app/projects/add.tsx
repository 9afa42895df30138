import { createFileRoute } from '@tanstack/react-router';
import { AddProjectPage } from '../../../features/projects/AddProjectPage';

export const Route = createFileRoute('/_app/projects/add')({
  component: AddProjectPage,
});
