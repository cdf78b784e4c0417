export { ReportDownloadMenu, type ReportDownloadMenuProps } from './report-download-menu';
export { useReportDownload, type ReportDownloadState } from './use-report-download';
export {
  fetchReportFile,
  fileNameFromDisposition,
  saveBlob,
  type DownloadedFile,
  type ReportFileBody,
} from '../../api/report-files';
