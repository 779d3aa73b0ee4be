import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { buildRouteTree, type RouteNode } from './routeTable';

function toConfig(node: RouteNode): RouteConfigEntry {
  switch (node.kind) {
    case 'index':
      return index(node.file, { id: node.id });
    case 'route':
      return route(node.path, node.file, { id: node.id }, node.children.map(toConfig));
    case 'layout':
      return layout(node.file, { id: node.id }, node.children.map(toConfig));
  }
}

export default buildRouteTree().map(toConfig) satisfies RouteConfig;
