package progs

// xcodebuildOpts are xcodebuild's options as xcodebuild -help and the
// xcodebuild(1) manual list them (Xcode 14; transcribed in
// withfig/autocomplete's src/xcodebuild.ts at 16219bd). Every option is
// one word; -only-testing and -skip-testing take their value after ':'
// too. Roles: -derivedDataPath, -resultBundlePath, -resultStreamPath,
// -archivePath, -exportPath, -clonedSourcePackagesDirPath and
// -localizationPath are written (an archive, an export, localizations);
// -project, -workspace, -xcroot and -exportOptionsPlist are read;
// -xcconfig sets build settings, which can name the compiler, the
// linker and the scripts a build runs, and -xctestrun names the test
// hosts a test run starts: both may decide what code runs. The options
// xcodebuild documents that this list lacks (-authenticationKey*,
// -create-xcframework's own, the -userdefault=VALUE defaults) leave the
// command unresolved. The operands are build actions and SETTING=VALUE
// build settings, which the shell's roles judge.
const xcodebuildOpts = "-usage -help -verbose -license -checkFirstLaunchStatus -runFirstLaunch " +
	"-project:@r -target: -alltargets -workspace:@r -scheme: -configuration: -xcconfig:@rk -arch: -sdk: -toolchain: " +
	"-destination: -destination-timeout: -parallelizeTargets -jobs: -maximum-concurrent-test-device-destinations: " +
	"-maximum-concurrent-test-simulator-destinations: -parallel-testing-enabled: -parallel-testing-worker-count: " +
	"-maximum-parallel-testing-workers: -dry-run -quiet -hideShellScriptEnvironment -showsdks -showdestinations " +
	"-showTestPlans -showBuildSettings -showBuildSettingsForIndex -list -find-executable: -find-library: -version " +
	"-enableAddressSanitizer: -enableThreadSanitizer: -enableUndefinedBehaviorSanitizer: -resultBundlePath:@w " +
	"-resultStreamPath:@w -resultBundleVersion: -clonedSourcePackagesDirPath:@w -derivedDataPath:@w -archivePath:@w " +
	"-exportArchive -exportNotarizedApp -exportOptionsPlist:@r -enableCodeCoverage: -exportPath:@w " +
	"-skipUnavailableActions -exportLocalizations -importLocalizations -localizationPath:@w -exportLanguage: " +
	"-xcroot:@r -xctestrun:@rk -testPlan: -only-testing: -skip-testing: -test-timeouts-enabled: " +
	"-default-test-execution-time-allowance: -maximum-test-execution-time-allowance: -only-test-configuration: " +
	"-skip-test-configuration: -testLanguage: -testRegion: -resolvePackageDependencies " +
	"-disableAutomaticPackageResolution -json -allowProvisioningUpdates -allowProvisioningDeviceRegistration " +
	"-scmProvider: -showBuildTimingSummary"

// xcodebuild is xcodebuild's entry: one table, its operands the build
// actions and settings.
func xcodebuild() *Program { return &Program{Def: opts(xcodebuildOpts, OneDash|Colon)} }
