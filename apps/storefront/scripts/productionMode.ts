// Imported first by the scripts that serve the production build: React and React Router choose their production
// builds from NODE_ENV when they are first loaded, and without it every render runs React's development checks
// (measured: several times slower). Tests keep their own NODE_ENV, and so React's warnings.
process.env.NODE_ENV = 'production';
