import { projectEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { addProject, companyProjects, deleteProject, updateProject } from './projects.service.js';

export const projectRoutes = routeGroup(projectEndpoints, {
  getProject: (_input, { ctx, session }) => companyProjects(ctx, session),
  addProject: (input, { ctx, session }) => addProject(ctx, session, input),
  updateProject: (input, { ctx, session }) => updateProject(ctx, session, input),
  delProject: (input, { ctx, session }) => deleteProject(ctx, session, input.pid),
});
