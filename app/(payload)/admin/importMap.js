import { StartEnglish as StartEnglish_2cedeb7a694f3bbdff21907f002bf676 } from '@/cms/components/translation/StartEnglish'
import { BlockRowLabel as BlockRowLabel_3fde46ddfcfd843d5ddf8d4babadfda7 } from '@/cms/components/block-row-label/BlockRowLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItemRowLabel as ItemRowLabel_ae7413ba40e32e7882739aebe40fd498 } from '@/cms/components/row-label/ItemRowLabel'
import { TranslationStatus as TranslationStatus_17a32f3a125daef6a11773e20ce18111 } from '@/cms/components/translation/TranslationStatus'
import { SchedulePublishButton as SchedulePublishButton_7a4fffb785269d22eb955dccbf38120f } from '@/cms/schedule/SchedulePublishButton'
import { CoverageImport as CoverageImport_29c9048bab8c8d73f15fb9d0ff872d3b } from '@/cms/components/coverage-import/CoverageImport'
import { CountryFieldsNote as CountryFieldsNote_3a48ed4188cc7f7e49ed8933353f9929 } from '@/cms/components/country-fields/CountryFieldsNote'
import { OpenTabOfAnchor as OpenTabOfAnchor_ba6099d03eedc73da5ac59019758e5c6 } from '@/cms/components/field-anchor/OpenTabOfAnchor'
import { ExportCsvLink as ExportCsvLink_c2ad666309cb0742ab65b2d7fd8b7559 } from '@/cms/components/ExportCsvLink'
import { ContentHealthNavLink as ContentHealthNavLink_91978d1426a33236ed6f904f0cec7f4c } from '@/cms/components/content-health/ContentHealthNavLink'
import { LeadsBySourceNavLink as LeadsBySourceNavLink_27b21d3ffbf5bec9e338caeb0afe9d36 } from '@/cms/components/leads-by-source/LeadsBySourceNavLink'
import { PersonalDataNavLink as PersonalDataNavLink_84d5e9389beff34fa34495646b15289a } from '@/cms/components/privacy/PersonalDataNavLink'
import { CountryDashboard as CountryDashboard_08da00527bad423c85048981d03ac2e4 } from '@/cms/components/dashboard/CountryDashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ContentHealthView as ContentHealthView_fcac3160de6b257c3d7e9d9650d35521 } from '@/cms/components/content-health/ContentHealthView'
import { LeadsBySourceView as LeadsBySourceView_4f6fce021936d75286e782a72d715776 } from '@/cms/components/leads-by-source/LeadsBySourceView'
import { PersonalDataView as PersonalDataView_e1921d72cf008aaa1001ddf6f80416e7 } from '@/cms/components/privacy/PersonalDataView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/cms/components/translation/StartEnglish#StartEnglish": StartEnglish_2cedeb7a694f3bbdff21907f002bf676,
  "@/cms/components/block-row-label/BlockRowLabel#BlockRowLabel": BlockRowLabel_3fde46ddfcfd843d5ddf8d4babadfda7,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/cms/components/row-label/ItemRowLabel#ItemRowLabel": ItemRowLabel_ae7413ba40e32e7882739aebe40fd498,
  "@/cms/components/translation/TranslationStatus#TranslationStatus": TranslationStatus_17a32f3a125daef6a11773e20ce18111,
  "@/cms/schedule/SchedulePublishButton#SchedulePublishButton": SchedulePublishButton_7a4fffb785269d22eb955dccbf38120f,
  "@/cms/components/coverage-import/CoverageImport#CoverageImport": CoverageImport_29c9048bab8c8d73f15fb9d0ff872d3b,
  "@/cms/components/country-fields/CountryFieldsNote#CountryFieldsNote": CountryFieldsNote_3a48ed4188cc7f7e49ed8933353f9929,
  "@/cms/components/field-anchor/OpenTabOfAnchor#OpenTabOfAnchor": OpenTabOfAnchor_ba6099d03eedc73da5ac59019758e5c6,
  "@/cms/components/ExportCsvLink#ExportCsvLink": ExportCsvLink_c2ad666309cb0742ab65b2d7fd8b7559,
  "@/cms/components/content-health/ContentHealthNavLink#ContentHealthNavLink": ContentHealthNavLink_91978d1426a33236ed6f904f0cec7f4c,
  "@/cms/components/leads-by-source/LeadsBySourceNavLink#LeadsBySourceNavLink": LeadsBySourceNavLink_27b21d3ffbf5bec9e338caeb0afe9d36,
  "@/cms/components/privacy/PersonalDataNavLink#PersonalDataNavLink": PersonalDataNavLink_84d5e9389beff34fa34495646b15289a,
  "@/cms/components/dashboard/CountryDashboard#CountryDashboard": CountryDashboard_08da00527bad423c85048981d03ac2e4,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/cms/components/content-health/ContentHealthView#ContentHealthView": ContentHealthView_fcac3160de6b257c3d7e9d9650d35521,
  "@/cms/components/leads-by-source/LeadsBySourceView#LeadsBySourceView": LeadsBySourceView_4f6fce021936d75286e782a72d715776,
  "@/cms/components/privacy/PersonalDataView#PersonalDataView": PersonalDataView_e1921d72cf008aaa1001ddf6f80416e7,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
