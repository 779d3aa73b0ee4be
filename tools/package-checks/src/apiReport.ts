import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';
import { codeEntryPoints, type Manifest, type PublishablePackage } from './workspace.ts';

export interface ApiReportTarget {
  /** The subpath export, '.' for the main entry point. */
  subpath: string;
  /** The built declaration file API Extractor reads (the ESM `types` condition). */
  declarations: string;
  /** Checked in: packages/<folder>/api/<folder>.api.md, or <folder>-<subpath>.api.md for a subpath export. */
  reportPath: string;
}

/** One report per code entry point, read from the ESM `types` condition of the package's exports map. */
export function apiReportTargets(pkg: PublishablePackage): ApiReportTarget[] {
  return codeEntryPoints(pkg.manifest).map((subpath) => {
    const declarations = esmTypesOf(pkg.manifest, subpath);
    if (!declarations) throw new Error(`${pkg.name}: exports['${subpath}'] has no import.types condition`);
    const suffix = subpath === '.' ? '' : `-${subpath.replace(/^\.\//, '').replace(/\//g, '-')}`;
    return {
      subpath,
      declarations: join(pkg.dir, declarations),
      reportPath: join(pkg.dir, 'api', `${pkg.folder}${suffix}.api.md`),
    };
  });
}

function esmTypesOf(manifest: Manifest, subpath: string): string | undefined {
  const entry = manifest.exports?.[subpath] as { import?: { types?: string } } | undefined;
  return entry?.import?.types;
}

export interface ApiReportResult {
  target: ApiReportTarget;
  /** The report as it is now generated from the built declarations. */
  current: string;
  /** The checked-in report, or undefined when there is none yet. */
  checkedIn: string | undefined;
  errors: string[];
}

/**
 * Runs API Extractor over a built entry point. With `update`, the checked-in report is rewritten; without, it is
 * left alone and the caller compares `current` with `checkedIn`.
 */
export function extractApiReport(
  pkg: PublishablePackage,
  target: ApiReportTarget,
  update: boolean,
): ApiReportResult {
  const reportName = target.reportPath
    .slice(target.reportPath.lastIndexOf('/') + 1)
    .replace(/\.api\.md$/, '');
  const tempFolder = mkdtempSync(join(tmpdir(), 'beautyshop-api-'));
  const checkedIn = existsSync(target.reportPath) ? readFileSync(target.reportPath, 'utf8') : undefined;
  const errors: string[] = [];
  if (update) mkdirSync(dirname(target.reportPath), { recursive: true });
  try {
    const config = ExtractorConfig.prepare({
      configObject: {
        projectFolder: pkg.dir,
        newlineKind: 'lf',
        mainEntryPointFilePath: target.declarations,
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              target: 'ES2022',
              lib: ['ES2023', 'DOM', 'DOM.Iterable'],
              module: 'ESNext',
              moduleResolution: 'Bundler',
              jsx: 'react-jsx',
              strict: true,
              skipLibCheck: true,
              types: ['node'],
            },
            files: [target.declarations],
          },
        },
        apiReport: {
          enabled: true,
          reportFileName: reportName,
          reportFolder: join(pkg.dir, 'api'),
          reportTempFolder: tempFolder,
          includeForgottenExports: false,
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
          extractorMessageReporting: {
            default: { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
            // Release tags (@public, @beta) are not used: everything index.ts exports is public.
            'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
            'ae-undocumented': { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
          },
          // The source comments are prose for readers, not TSDoc for a documentation site.
          tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false } },
        },
      },
      configObjectFullPath: undefined,
      packageJsonFullPath: join(pkg.dir, 'package.json'),
    });
    Extractor.invoke(config, {
      localBuild: update,
      messageCallback: (message) => {
        if (message.logLevel === ExtractorLogLevel.Error)
          errors.push(message.formatMessageWithLocation(pkg.dir));
        // Warnings land in the report itself; nothing is printed.
        message.handled = true;
      },
    });
    const generated = join(tempFolder, `${reportName}.api.md`);
    const current = readFileSync(generated, 'utf8');
    return { target, current, checkedIn, errors };
  } finally {
    rmSync(tempFolder, { recursive: true, force: true });
  }
}
