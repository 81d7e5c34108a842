import { getNewsTag } from '@/lib/cms/news-tags';
import { paths } from '@/lib/paths';
import { switchBySlug } from '../../../by-slug';

export default switchBySlug(getNewsTag, paths.newsTag);
