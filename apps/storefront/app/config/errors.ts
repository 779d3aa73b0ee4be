/** Base of the storefront's configuration errors. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Spec 5: a missing shop endpoint or access token is 'Missing ... environment variables. Please check your .env file'. */
export class MissingEnvironmentError extends ConfigError {
  override readonly name = 'MissingEnvironmentError';
  readonly missing: readonly string[];
  constructor(missing: readonly string[]) {
    super(`Missing ${missing.join(', ')} environment variables. Please check your .env file`);
    this.missing = missing;
  }
}

/** A variable that is present but unusable (a URL that is not one, a port out of range). */
export class InvalidEnvironmentError extends ConfigError {
  override readonly name = 'InvalidEnvironmentError';
  readonly issues: readonly string[];
  constructor(issues: readonly string[]) {
    super(`Invalid environment variables: ${issues.join('; ')}. Please check your .env file`);
    this.issues = issues;
  }
}
