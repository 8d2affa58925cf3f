# Every expectation of every shipped scenario holds (this is the test suite's
# `scenario check`); one row per scenario, the summary as a note.
$ mlsys scenario check
scenario                             type                        expectations  passed  failed
AmdahlSpeedup                        evaluate                               2       2       0
AutonomousVehicle                    application                            4       4       0
AutonomousVehicle_Waymo              application                            3       3       0
BatchedServiceRate                   evaluate                               3       3       0
CarbonPoland10000GPUs                evaluate                               2       2       0
ChatbotServing                       application                            4       4       0
CheckpointYoung175B10000GPUs         evaluate                               4       4       0
ClusterFailures2048GPUs              evaluate                               2       2       0
DecodeCeilingLlama31_8B_H100         evaluate                               2       2       0
DenseParametersVsBandwidthSince2014  parameter-bandwidth-growth             1       1       0
EffectiveRate100kH100                evaluate                               1       1       0
FrontierTraining                     application                            5       5       0
GPT3TrainingEmissions                evaluate                               2       2       0
GPT3TrainingTime1024A100             evaluate                               2       2       0
KeywordSpotting                      application                            4       4       0
Llama2_70B_DecodeFloorTP2            evaluate                               2       2       0
LocalTraining                        application                            4       4       0
MlsysimLlama31_8B_H100Step           evaluate                               2       2       0
MlsysimResNet50BoundH100             evaluate                               5       5       0
MobileAssistant                      application                            4       4       0
MobileHealth                         application                            4       4       0
QueueMM1                             evaluate                               3       3       0
RingAllReduce256GPUsNDR              evaluate                               4       4       0
RooflineRidgeH100                    evaluate                               2       2       0
SmartDoorbell                        application                            4       4       0
TinySensor                           application                            4       4       0
TrainingMemory7B_ZeRO3               evaluate                               6       6       0
note: 85 expectations passed, 0 failed
# Scenario files given are checked too.
$ cd "$TESTDATA/scenario" && mlsys scenario check UserGrowth.yaml UserEvaluate.yaml UserApplication.yaml --columns scenario,failed -f csv
scenario,failed
AmdahlSpeedup,0
AutonomousVehicle,0
AutonomousVehicle_Waymo,0
BatchedServiceRate,0
CarbonPoland10000GPUs,0
ChatbotServing,0
CheckpointYoung175B10000GPUs,0
ClusterFailures2048GPUs,0
DecodeCeilingLlama31_8B_H100,0
DenseParametersVsBandwidthSince2014,0
EffectiveRate100kH100,0
FrontierTraining,0
GPT3TrainingEmissions,0
GPT3TrainingTime1024A100,0
KeywordSpotting,0
Llama2_70B_DecodeFloorTP2,0
LocalTraining,0
MlsysimLlama31_8B_H100Step,0
MlsysimResNet50BoundH100,0
MobileAssistant,0
MobileHealth,0
QueueMM1,0
RingAllReduce256GPUsNDR,0
RooflineRidgeH100,0
SmartDoorbell,0
TinySensor,0
TrainingMemory7B_ZeRO3,0
UserGrowth,0
UserEvaluate,0
UserApplication,0
# A deliberately wrong expectation: each failure on stderr at the position of its
# entry, with the scenario, the key, the expected and the actual value; the table
# and the summary still on stdout; exit status 3.
$ cd "$TESTDATA/scenario" && mlsys scenario check WrongExpectation.yaml
~ ^WrongExpectation +evaluate +3 +1 +2$
~ ^note: 86 expectations passed, 2 failed$
! mlsys: WrongExpectation.yaml:10:6: WrongExpectation: T: expected 4 us (rtol 0.01); FAIL: got 3 us, off by 25 %
! mlsys: WrongExpectation.yaml:11:11: WrongExpectation: regime: expected bandwidth; FAIL: got latency
! mlsys scenario check: 2 of 88 expectations failed
? 3
# run reports the same failures and exits 3 as well.
$ cd "$TESTDATA/scenario" && mlsys scenario run WrongExpectation.yaml --columns key,check
~ ^T +FAIL: got 3 us, off by 25 %$
! mlsys: WrongExpectation.yaml:10:6: WrongExpectation: T: expected 4 us (rtol 0.01); FAIL: got 3 us, off by 25 %
! mlsys: WrongExpectation.yaml:11:11: WrongExpectation: regime: expected bandwidth; FAIL: got latency
! mlsys scenario run: 2 of 3 expectations of WrongExpectation failed
? 3
# A file that does not load is reported and the check goes on; exit status 1.
$ cd "$TESTDATA/scenario" && mlsys scenario check eval-dim.yaml --columns scenario -f csv --no-header | wc -l
27
! mlsys: eval-dim.yaml:9:15: T: expected a quantity in s, got one in B
! mlsys scenario check: 1 scenario could not be evaluated
? 1
# A yes/no result expected as "yes" passes, as "true" does (issue 14 item 15):
# 160 req/s x 5 ms = rho 0.8 < 1, stable.
$ cd "$TESTDATA/scenario" && mlsys scenario run EvalYesNo.yaml --columns key,check -f csv | grep stable
stable,pass
