/**
 * The unit tests run as a local build, whatever the shell that runs them builds: a pull request's
 * check runs them with SITE_DEPLOY=preview set for its build, and the settings of a build (its
 * target, its moment, its switches) would change what a test of the build's rules sees. A test of
 * one of them sets it itself.
 */
for (const name of Object.keys(process.env)) {
  if (name.startsWith('SITE_')) delete process.env[name];
}
