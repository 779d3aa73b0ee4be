import './tokens/tokens.css';

export * from './components/Button';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/Spinner';
export * from './format';
export * from './icons';
export * from './tokens';
