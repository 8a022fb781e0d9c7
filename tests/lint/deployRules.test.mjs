/**
 * The rules the workflows keep, beyond what actionlint knows: nothing is published that the check
 * did not pass (every job that deploys needs the job that ran `npm run check` for the live site,
 * which opens every page of the build in a browser before it keeps it, stops before keeping it when
 * the check failed, and publishes the build that job kept); the check runs on each supported Node.js line; a pull request's builds are previews
 * (SITE_DEPLOY=preview), which build the posts still to come; pull requests restore the caches
 * without saving copies of their own; every action is pinned to a commit; Dependabot keeps the
 * actions and the packages up to date. And secrets stay where they are used: a secret is given to
 * a step, never to a job or a workflow (a job may know whether one is set); a job that holds a
 * secret, the workflow's token or a write permission runs no code of the repository (no install
 * with its scripts, no npm script, no script of the repository); no checkout keeps its
 * credentials; the keepalive of the schedules is a job of its own, with that one permission, that
 * no deploy waits for and that says what stops when it fails. Checked on the project's `.github/`
 * and on folders planted to break each rule.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, test} from 'node:test';

import {parse, stringify} from 'yaml';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const steps = (job) => job.steps ?? [];
const runs = (step) => (typeof step.run === 'string' ? step.run : '');
const uses = (step) => (typeof step.uses === 'string' ? step.uses : '');
const deploys = (job) =>
  steps(job).some(
    (step) =>
      /\bwrangler["']?\s+pages\s+deploy\b/.test(runs(step)) ||
      uses(step).startsWith('actions/deploy-pages@'),
  );
const runsCheck = (job, {live}) =>
  steps(job).some(
    (step) =>
      /\bnpm run check\b/.test(runs(step)) && (!live || step.env?.SITE_DEPLOY === 'production'),
  );
/** Whether `npm run check` opens the build's pages in a browser: its plan has the stage. */
const checkPlan = execFileSync(process.execPath, ['scripts/test.mjs', '--check', '--list'], {
  cwd: projectDir,
  encoding: 'utf8',
});
const checkOpensPages = /^shipped\s/m.test(checkPlan);
/** The steps of a job that run code of the repository, or of the packages it installs. */
const repositoryCode = [
  /\bnpm\s+(?:ci|install|i|add)\b(?![^\n]*--ignore-scripts)/,
  /\bnpm\s+(?:run|run-script|test|start|exec|x)\b/,
  /\bnpx\b/,
  /\bnode\s+(?!-[pe]\b|--version\b)[\w./-]/,
  /(?:^|[\s;&|(])\.{1,2}\/[\w./-]/m,
];
const runsRepositoryCode = (step) =>
  repositoryCode.some((pattern) => pattern.test(runs(step))) || uses(step).startsWith('./');
/** What a job holds that code of the repository must not reach. */
function credentials(job) {
  const held = [];
  const permissions = job.permissions ?? {};
  const grants =
    typeof permissions === 'string'
      ? permissions.includes('write')
        ? [permissions]
        : []
      : Object.entries(permissions).filter(([, level]) => level === 'write');
  for (const grant of grants) held.push(`the permission ${[grant].flat().join(': ')}`);
  for (const step of steps(job)) {
    const text = JSON.stringify({env: step.env ?? {}, with: step.with ?? {}});
    for (const [match] of text.matchAll(/\bsecrets\.\w+|\bgithub\.token\b/g)) {
      held.push(`${match} (step "${step.name ?? runs(step).split('\n')[0] ?? uses(step)}")`);
    }
  }
  return [...new Set(held)];
}
/** The secrets a job's or workflow's own env gives, beyond a yes or no of whether one is set. */
const secretsInEnv = (env) =>
  Object.entries(env ?? {}).flatMap(([name, value]) =>
    String(value)
      .replace(/\bsecrets\.\w+\s*[!=]=\s*''/g, '')
      .match(/\bsecrets\.\w+/)
      ? [name]
      : [],
  );
const keepsScheduleOn = (step) => /actions\/workflows\/[^\s]+\/enable/.test(runs(step));
const builds = (step) => /\bnpm run (?:check|build)\b/.test(runs(step));
const triggers = (workflow) => {
  const on = workflow.on ?? workflow[true];
  return typeof on === 'string' ? [on] : Array.isArray(on) ? on : Object.keys(on ?? {});
};

/** The problems of the `.github` folder at `dir`, each naming the file and the job. */
function workflowProblems(dir, {nodeLines}) {
  const problems = [];
  let checkedOnPullRequests = false;
  const folder = path.join(dir, 'workflows');
  for (const file of fs.readdirSync(folder).filter((name) => /\.ya?ml$/.test(name))) {
    const workflow = parse(fs.readFileSync(path.join(folder, file), 'utf8'));
    const jobs = workflow.jobs ?? {};
    // A pull request's deploy is a preview; any other publishes the live site.
    const live = !triggers(workflow).includes('pull_request');
    const required = live ? 'npm run check with SITE_DEPLOY=production' : 'npm run check';
    for (const name of secretsInEnv(workflow.env)) {
      problems.push(`${file} gives a secret to every job (env ${name}): give it to the step`);
    }
    for (const [id, job] of Object.entries(jobs)) {
      const where = `${file}: job ${id}`;
      for (const step of steps(job)) {
        if (uses(step) && !/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(uses(step))) {
          problems.push(`${where} uses ${uses(step)}, not pinned to a commit`);
        }
        if (
          uses(step).startsWith('actions/checkout@') &&
          step.with?.['persist-credentials'] !== false
        ) {
          problems.push(`${where} checks out without persist-credentials: false`);
        }
      }
      for (const name of secretsInEnv(job.env)) {
        problems.push(
          `${where} gives a secret to all its steps (env ${name}): give it to the step`,
        );
      }
      const held = credentials(job);
      const code = steps(job).find(runsRepositoryCode);
      if (held.length > 0 && code) {
        problems.push(
          `${where} holds ${held.join(', ')} and runs code of the repository ("${(runs(code) || uses(code)).split('\n')[0]}")`,
        );
      }
      if (steps(job).some(keepsScheduleOn)) {
        const granted = JSON.stringify(job.permissions ?? null);
        if (granted !== JSON.stringify({actions: 'write'})) {
          problems.push(
            `${where} keeps the schedules on with permissions ${granted}, not actions: write alone`,
          );
        }
        if (!steps(job).every((step) => keepsScheduleOn(step) || step.if === 'failure()')) {
          problems.push(`${where} keeps the schedules on beside other work: a job of its own`);
        }
        if (!steps(job).some((step) => step.if === 'failure()')) {
          problems.push(`${where} keeps the schedules on and says nothing when it fails`);
        }
        const waiting = Object.entries(jobs).filter(([, other]) =>
          [other.needs ?? []].flat().includes(id),
        );
        for (const [other] of waiting) {
          problems.push(
            `${file}: job ${other} waits for the keepalive ${id}: a failure there would stop it`,
          );
        }
      }
      if (!live) {
        for (const step of steps(job).filter(builds)) {
          if (step.env?.SITE_DEPLOY !== 'preview') {
            problems.push(
              `${where} builds a pull request without SITE_DEPLOY=preview: its posts still to come go unchecked`,
            );
          }
        }
      }
      if (deploys(job)) {
        const needs = [job.needs ?? []].flat();
        const check = needs.find((name) => jobs[name] && runsCheck(jobs[name], {live}));
        if (!check) {
          problems.push(`${where} deploys without needing a job that runs ${required}`);
        } else {
          const taken = steps(job).find((step) =>
            uses(step).startsWith('actions/download-artifact@'),
          )?.with?.name;
          const checkSteps = steps(jobs[check]);
          const keptAt = checkSteps.findIndex(
            (step) =>
              uses(step).startsWith('actions/upload-artifact@') && step.with?.name === taken,
          );
          if (!taken || keptAt === -1) {
            problems.push(`${where} does not publish the build its check job (${check}) kept`);
          }
          const checkAt = checkSteps.findIndex((step) => /\bnpm run check\b/.test(runs(step)));
          if (!checkOpensPages || keptAt < checkAt) {
            problems.push(
              `${where} publishes a build no browser opened before its check job (${check}) kept it`,
            );
          }
          // A check that goes on after a failure (to report it) must be followed, before the
          // build is kept, by a step that stops the job when it failed.
          const checkStep = checkSteps[checkAt];
          if (checkStep?.['continue-on-error'] && keptAt > checkAt) {
            const outcome = `steps.${checkStep.id}.outcome`;
            const stops = checkSteps
              .slice(checkAt + 1, keptAt)
              .some(
                (step) =>
                  checkStep.id &&
                  String(step.if ?? '').includes(outcome) &&
                  /\bexit 1\b/.test(runs(step)),
              );
            if (!stops) {
              problems.push(
                `${where} publishes the build of a failed check: its check job (${check}) keeps it without stopping first`,
              );
            }
          }
        }
      }
    }
    if (triggers(workflow).includes('pull_request')) {
      for (const [id, job] of Object.entries(jobs)) {
        for (const step of steps(job)) {
          if (uses(step).startsWith('actions/cache@')) {
            problems.push(`${file}: job ${id} saves the caches from a pull request`);
          }
        }
      }
      // A pull request's workflow that runs the check runs it on each line; another (its page
      // check) need not run it again, as long as one of them does.
      const runsTheCheck = Object.values(jobs).some((job) =>
        steps(job).some((step) => /\bnpm run check\b/.test(runs(step))),
      );
      checkedOnPullRequests ||= runsTheCheck;
      for (const node of runsTheCheck ? nodeLines : []) {
        const checks = Object.values(jobs).some(
          (job) =>
            steps(job).some((step) => /\bnpm run check\b/.test(runs(step))) &&
            [job.strategy?.matrix?.node ?? []].flat().map(String).includes(node),
        );
        if (!checks) problems.push(`${file}: no job runs npm run check on Node ${node}`);
      }
    }
  }
  if (!checkedOnPullRequests) problems.push('no workflow runs npm run check on pull requests');
  const dependabot = path.join(dir, 'dependabot.yml');
  const ecosystems = fs.existsSync(dependabot)
    ? (parse(fs.readFileSync(dependabot, 'utf8')).updates ?? []).map(
        (update) => update['package-ecosystem'],
      )
    : [];
  for (const ecosystem of ['github-actions', 'npm']) {
    if (!ecosystems.includes(ecosystem))
      problems.push(`dependabot.yml does not update ${ecosystem}`);
  }
  return problems;
}

/** The supported Node.js lines: the one of .nvmrc, and the oldest of package.json's engines. */
function nodeLines(dir) {
  const nvmrc = fs.readFileSync(path.join(dir, '.nvmrc'), 'utf8').trim();
  const {engines} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const oldest = /(\d+)/.exec(engines.node)?.[1];
  return [...new Set([nvmrc, oldest])];
}

const folders = [];
after(() => folders.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** A copy of the project's `.github`, with `change(file, text)` applied to each workflow. */
function planted(change) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'github-'));
  folders.push(dir);
  fs.cpSync(path.join(projectDir, '.github'), dir, {recursive: true});
  for (const file of fs.readdirSync(path.join(dir, 'workflows'))) {
    const at = path.join(dir, 'workflows', file);
    fs.writeFileSync(at, change(file, fs.readFileSync(at, 'utf8')));
  }
  return dir;
}

/** A copy of the project's `.github`, with `change(file, workflow)` applied to each parsed workflow. */
function plantedInYaml(change) {
  return planted((file, text) => {
    const workflow = parse(text);
    change(file, workflow);
    return stringify(workflow, {lineWidth: 0});
  });
}

const lines = nodeLines(projectDir);
const github = path.join(projectDir, '.github');

test('the project’s workflows keep the rules', () => {
  assert.ok(lines.length === 2, `two supported Node.js lines: ${lines}`);
  assert.deepEqual(workflowProblems(github, {nodeLines: lines}), []);
  // The rules have something to hold on to.
  const deployWorkflow = parse(fs.readFileSync(path.join(github, 'workflows/deploy.yml'), 'utf8'));
  assert.deepEqual(
    Object.entries(deployWorkflow.jobs)
      .filter(([, job]) => deploys(job))
      .map(([id]) => id),
    ['cloudflare', 'github-pages'],
    'the jobs of deploy.yml that deploy',
  );
});

test('a deploy that does not need the check, or publishes another build, is refused', () => {
  const dir = planted((file, text) =>
    file === 'deploy.yml' ? text.replaceAll('    needs: check\n', '') : text,
  );
  const problems = workflowProblems(dir, {nodeLines: lines});
  assert.ok(problems.length >= 1, problems.join('\n'));
  for (const problem of problems) {
    assert.match(
      problem,
      /^deploy\.yml: job \S+ deploys without needing a job that runs npm run check/,
    );
  }
  const other = planted((file, text) =>
    file === 'deploy.yml'
      ? text.replace(/(download-artifact@[^\n]+\n\s+with:\n\s+name: )site/g, '$1other')
      : text,
  );
  assert.match(
    workflowProblems(other, {nodeLines: lines}).join('\n'),
    /deploy\.yml: job \S+ does not publish the build its check job \(check\) kept/,
  );
});

test('a check for the live site without SITE_DEPLOY, an unpinned action, a pull request saving caches, a missing Node line: each refused', () => {
  const dir = planted((file, text) => {
    let changed = text;
    if (file === 'deploy.yml')
      changed = changed.replace('SITE_DEPLOY: production', 'SITE_DEPLOY: preview');
    if (file === 'checks.yml') {
      changed = changed
        .replace('actions/cache/restore@', 'actions/cache@')
        .replace('node: [24, 22]', 'node: [24]')
        .replace(/actions\/checkout@[0-9a-f]{40}/, 'actions/checkout@v7');
    }
    return changed;
  });
  const problems = workflowProblems(dir, {nodeLines: lines}).join('\n');
  assert.match(
    problems,
    /deploy\.yml: job \S+ deploys without needing a job that runs npm run check with SITE_DEPLOY=production/,
  );
  assert.match(problems, /checks\.yml: job check saves the caches from a pull request/);
  assert.match(problems, /checks\.yml: no job runs npm run check on Node 22/);
  const unchecked = planted((file, text) =>
    file === 'checks.yml' ? text.replaceAll('npm run check', 'npm run build') : text,
  );
  assert.match(
    workflowProblems(unchecked, {nodeLines: lines}).join('\n'),
    /no workflow runs npm run check on pull requests/,
  );
  assert.match(
    problems,
    /checks\.yml: job check uses actions\/checkout@v7, not pinned to a commit/,
  );
});

test('Dependabot must update the actions and the packages', () => {
  const dir = planted((file, text) => text);
  fs.writeFileSync(path.join(dir, 'dependabot.yml'), 'version: 2\nupdates: []\n');
  assert.deepEqual(
    workflowProblems(dir, {nodeLines: lines}).filter((problem) => problem.startsWith('dependabot')),
    ['dependabot.yml does not update github-actions', 'dependabot.yml does not update npm'],
  );
});

test('a secret given to a job or beside code of the repository, or a checkout that keeps its credentials: each refused', () => {
  const problemsOf = (change) => workflowProblems(planted(change), {nodeLines: lines}).join('\n');
  assert.match(
    problemsOf((file, text) =>
      file === 'checks.yml'
        ? text.replace(
            '    env:\n      # Whether the repository',
            '    env:\n      CLOUDFLARE_API_TOKEN: ${{ secrets.CLOUDFLARE_API_TOKEN }}\n      # Whether the repository',
          )
        : text,
    ),
    /checks\.yml: job preview gives a secret to all its steps \(env CLOUDFLARE_API_TOKEN\)/,
  );
  assert.match(
    problemsOf((file, text) =>
      file === 'deploy.yml' ? text.replace('--no-save --ignore-scripts', '--no-save') : text,
    ),
    /deploy\.yml: job cloudflare holds secrets\.CLOUDFLARE_API_TOKEN \(step "Publish the build"\)[^\n]* and runs code of the repository \("version=/,
  );
  assert.match(
    problemsOf((file, text) =>
      file === 'checks.yml'
        ? text.replace(
            '          SITE_DEPLOY: preview\n          CHROME_PATH',
            '          SITE_DEPLOY: preview\n          GH_TOKEN: ${{ github.token }}\n          CHROME_PATH',
          )
        : text,
    ),
    /checks\.yml: job check holds github\.token[^\n]* and runs code of the repository \("npm ci/,
  );
  assert.match(
    problemsOf((file, text) => text.replaceAll('          persist-credentials: false\n', '')),
    /nightly\.yml: job test-full checks out without persist-credentials: false/,
  );
});

test('the keepalive beside the build, with more than it needs, waited for or silent: each refused', () => {
  const problemsOf = (change) =>
    workflowProblems(plantedInYaml(change), {nodeLines: lines}).join('\n');
  const deploy = (change) => (file, workflow) => file === 'deploy.yml' && change(workflow.jobs);
  // Its one step moved into the job that installs and builds.
  assert.match(
    problemsOf(
      deploy((jobs) => {
        jobs.check.permissions.actions = 'write';
        jobs.check.steps.unshift(jobs.keepalive.steps[0]);
        delete jobs.keepalive;
      }),
    ),
    /deploy\.yml: job check holds the permission actions: write, github\.token[^\n]* and runs code of the repository[^\n]*\n[^\n]*deploy\.yml: job check keeps the schedules on with permissions \{"contents":"read","actions":"write"\}/,
  );
  const widened = problemsOf(
    deploy((jobs) => {
      jobs.keepalive.permissions.contents = 'write';
      jobs.keepalive.steps = jobs.keepalive.steps.filter((step) => step.if !== 'failure()');
      jobs.cloudflare.needs = ['check', 'keepalive'];
    }),
  );
  assert.match(
    widened,
    /job keepalive keeps the schedules on with permissions \{"actions":"write","contents":"write"\}/,
  );
  assert.match(widened, /job keepalive keeps the schedules on and says nothing when it fails/);
  assert.match(widened, /deploy\.yml: job cloudflare waits for the keepalive keepalive/);
});

test('a build kept before the browser opened it, and a pull request built without its posts to come: refused', () => {
  const problemsOf = (change) =>
    workflowProblems(plantedInYaml(change), {nodeLines: lines}).join('\n');
  assert.match(
    problemsOf((file, workflow) => {
      if (file !== 'deploy.yml') return;
      const {steps: checkSteps} = workflow.jobs.check;
      const kept = checkSteps.findIndex((step) =>
        step.uses?.startsWith('actions/upload-artifact@'),
      );
      const [upload] = checkSteps.splice(kept, 1);
      checkSteps.splice(
        checkSteps.findIndex((step) => /npm run check/.test(step.run ?? '')),
        0,
        upload,
      );
    }),
    /deploy\.yml: job cloudflare publishes a build no browser opened before its check job \(check\) kept it/,
  );
  assert.match(
    problemsOf((file, workflow) => {
      if (file !== 'checks.yml') return;
      delete workflow.jobs.check.steps.find((step) => step.id === 'check').env.SITE_DEPLOY;
    }),
    /checks\.yml: job check builds a pull request without SITE_DEPLOY=preview/,
  );
  // The step that stops a refused change moved after the build is kept for the preview.
  assert.match(
    problemsOf((file, workflow) => {
      if (file !== 'checks.yml') return;
      const {steps: checkSteps} = workflow.jobs.check;
      const stopAt = checkSteps.findIndex((step) => /exit 1/.test(step.run ?? ''));
      const [stop] = checkSteps.splice(stopAt, 1);
      checkSteps.push(stop);
    }),
    /checks\.yml: job preview publishes the build of a failed check: its check job \(check\) keeps it without stopping first/,
  );
});
