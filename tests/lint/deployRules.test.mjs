/**
 * The rules the workflows keep, beyond what actionlint knows: nothing is published that the check
 * did not pass (every job that deploys needs the job that ran `npm run check` for the live site,
 * and publishes the build that job kept); the check runs on each supported Node.js line; pull
 * requests restore the caches without saving copies of their own; every action is pinned to a
 * commit; Dependabot keeps the actions and the packages up to date. Checked on the project's
 * `.github/` and on folders planted to break each rule.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, test} from 'node:test';

import {parse} from 'yaml';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const steps = (job) => job.steps ?? [];
const runs = (step) => (typeof step.run === 'string' ? step.run : '');
const uses = (step) => (typeof step.uses === 'string' ? step.uses : '');
const deploys = (job) =>
  steps(job).some(
    (step) =>
      /wrangler pages deploy/.test(runs(step)) || uses(step).startsWith('actions/deploy-pages@'),
  );
const runsCheck = (job, {live}) =>
  steps(job).some(
    (step) =>
      /\bnpm run check\b/.test(runs(step)) && (!live || step.env?.SITE_DEPLOY === 'production'),
  );
const triggers = (workflow) => {
  const on = workflow.on ?? workflow[true];
  return typeof on === 'string' ? [on] : Array.isArray(on) ? on : Object.keys(on ?? {});
};

/** The problems of the `.github` folder at `dir`, each naming the file and the job. */
function workflowProblems(dir, {nodeLines}) {
  const problems = [];
  const folder = path.join(dir, 'workflows');
  for (const file of fs.readdirSync(folder).filter((name) => /\.ya?ml$/.test(name))) {
    const workflow = parse(fs.readFileSync(path.join(folder, file), 'utf8'));
    const jobs = workflow.jobs ?? {};
    // A pull request's deploy is a preview; any other publishes the live site.
    const live = !triggers(workflow).includes('pull_request');
    const required = live ? 'npm run check with SITE_DEPLOY=production' : 'npm run check';
    for (const [id, job] of Object.entries(jobs)) {
      const where = `${file}: job ${id}`;
      for (const step of steps(job)) {
        if (uses(step) && !/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(uses(step))) {
          problems.push(`${where} uses ${uses(step)}, not pinned to a commit`);
        }
      }
      if (deploys(job)) {
        const needs = [job.needs ?? []].flat();
        const check = needs.find((name) => jobs[name] && runsCheck(jobs[name], {live}));
        if (!check) {
          problems.push(`${where} deploys without needing a job that runs ${required}`);
        } else {
          const kept = steps(jobs[check]).find((step) =>
            uses(step).startsWith('actions/upload-artifact@'),
          )?.with?.name;
          const taken = steps(job).find((step) =>
            uses(step).startsWith('actions/download-artifact@'),
          )?.with?.name;
          if (!kept || kept !== taken) {
            problems.push(`${where} does not publish the build its check job (${check}) kept`);
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
      for (const node of nodeLines) {
        const checks = Object.values(jobs).some(
          (job) =>
            steps(job).some((step) => /\bnpm run check\b/.test(runs(step))) &&
            [job.strategy?.matrix?.node ?? []].flat().map(String).includes(node),
        );
        if (!checks) problems.push(`${file}: no job runs npm run check on Node ${node}`);
      }
    }
  }
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

const lines = nodeLines(projectDir);
const github = path.join(projectDir, '.github');

test('the project’s workflows keep the rules', () => {
  assert.ok(lines.length === 2, `two supported Node.js lines: ${lines}`);
  assert.deepEqual(workflowProblems(github, {nodeLines: lines}), []);
  // The rules have something to hold on to.
  const deployWorkflow = parse(fs.readFileSync(path.join(github, 'workflows/deploy.yml'), 'utf8'));
  assert.ok(Object.values(deployWorkflow.jobs).some(deploys), 'deploy.yml deploys nothing');
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
